// Attack: every install used to start with admin/admin (and hr/hr, manager/manager, boss/boss), in every copy of the
// software. A real first start without DEMO has no trial account: the administrator's password is ADMIN_PASSWORD or
// generated, printed once and kept 0600 in DATA_DIR until its holder changes it. DEMO=true keeps the trial accounts
// and says so; production refuses to start while a trial password is in place.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { ServerProcess } from '../support/server-process.ts';
import { signInTo, startServer } from '../support/server-process.ts';
import { tempDir } from '../support/temp-dir.ts';

const FIRST_PASSWORD_LINE = /The administrator's first password \(account admin, tenant 000000\): ([A-Za-z0-9]{14})\n/g;

async function signInBody(server: ServerProcess, account: string, password = account) {
  const res = await signInTo(server, account, password);
  return {
    status: res.status,
    body: (await res.json()) as { access_token?: string; passwordChangeRequired?: boolean; error_description?: string; msg?: string },
  };
}

describe('the first start', () => {
  it(
    'without DEMO: no trial account, a generated administrator password printed once and kept 0600 until changed',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir('blade-first-admin-');
      const file = path.join(dataDir, 'admin-password');
      const first = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
      const printed = [...first.output().matchAll(FIRST_PASSWORD_LINE)].map((m) => m[1]!);
      expect(printed).toHaveLength(1);
      const password = printed[0]!;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readFileSync(file, 'utf8').trim()).toBe(password);
      expect(first.output()).not.toContain('admin / admin');
      expect(first.output()).not.toContain('DEMO MODE');

      // The published trial passwords open nothing.
      for (const account of ['admin', 'hr', 'manager', 'boss']) expect((await signInBody(first, account)).status, account).toBe(400);
      const signedIn = await signInBody(first, 'admin', password);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.passwordChangeRequired).toBe(true);

      // A restart does not print it again; the file stays until the holder changes the password.
      expect(await first.stop()).toBe(0);
      const second = await startServer({ DATA_DIR: dataDir, DEMO: 'false' });
      expect(second.output()).not.toContain(password);
      expect(existsSync(file)).toBe(true);
      const token = (await signInBody(second, 'admin', password)).body.access_token!;
      const own = 'my-own-admin-secret';
      const changed = await fetch(
        `${second.base}/api/blade-system/user/update-password?oldPassword=${md5Hex(password)}&newPassword=${md5Hex(own)}&newPassword1=${md5Hex(own)}`,
        {
          method: 'POST',
          headers: { 'Blade-Auth': `bearer ${token}` },
        },
      );
      expect(((await changed.json()) as { success: boolean }).success).toBe(true);
      expect(existsSync(file)).toBe(false);
      expect((await signInBody(second, 'admin', own)).body.passwordChangeRequired).toBe(false);
      expect(await second.stop()).toBe(0);
    },
  );

  it('takes ADMIN_PASSWORD when set, and refuses a common one', { timeout: 90_000 }, async () => {
    const dataDir = tempDir('blade-first-admin-');
    const server = await startServer({ DATA_DIR: dataDir, DEMO: 'false', ADMIN_PASSWORD: 'Chosen-By-Operator-7' });
    expect(server.output()).not.toMatch(FIRST_PASSWORD_LINE);
    expect(existsSync(path.join(dataDir, 'admin-password'))).toBe(false);
    expect((await signInBody(server, 'admin', 'Chosen-By-Operator-7')).body.passwordChangeRequired).toBe(false);
    expect((await signInBody(server, 'admin')).status).toBe(400);
    expect(await server.stop()).toBe(0);
    await expect(startServer({ DEMO: 'false', ADMIN_PASSWORD: 'password123' })).rejects.toThrow(
      /ADMIN_PASSWORD: is one of the common passwords/,
    );
  });

  it('with DEMO=true creates the trial accounts and says so loudly', { timeout: 90_000 }, async () => {
    const server = await startServer({ DEMO: 'true' });
    expect(server.output()).toContain(
      'DEMO MODE: trial accounts with the password of their name (admin/admin, boss/boss, hr/hr, manager/manager)',
    );
    for (const account of ['admin', 'hr', 'manager', 'boss']) expect((await signInBody(server, account)).status, account).toBe(200);
    expect(await server.stop()).toBe(0);
  });

  it('refuses to start in production while a trial password is in place: one line, a non-zero exit', { timeout: 90_000 }, async () => {
    const start = startServer({ NODE_ENV: 'production', DEMO: 'true', JWT_SECRET: 'x'.repeat(40), PASSWORD_HASH_COST: '10' });
    await expect(start).rejects.toThrow(
      /server exited with code 1:\n.*Refusing to start in production: the trial account\(s\) admin, boss, hr, manager of tenant 000000 still have their trial password/s,
    );
    const output = await start.catch((error: Error) => error.message);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});
