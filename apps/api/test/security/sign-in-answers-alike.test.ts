// Attack: telling "no such tenant" apart from "wrong password" lets a visitor list tenant codes (and then accounts)
// before guessing a single password. An unknown tenant, an unknown account and a wrong password must answer alike:
// same status, same body, and the same counted failure (so the lockout treats them alike too).
import bcrypt from 'bcryptjs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { md5Hex } from '../../src/modules/auth/password.ts';
import type { TestApp } from '../test-app.ts';
import { createTestApp, signInWith } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const attempt = (tenantId: string, username: string, password: string, language = 'zh-CN') =>
  signInWith(t, { grant_type: 'password', username, password: md5Hex(password) }, { 'Tenant-Id': tenantId, 'Accept-Language': language });

describe('sign-in answers', () => {
  it('are identical for an unknown tenant, an unknown account and a wrong password', async () => {
    const answers = await Promise.all([
      attempt('987654', 'admin', 'admin'),
      attempt('000000', 'nobody', 'admin'),
      attempt('000000', 'admin', 'wrong'),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error_code: 400, error: 'invalid_grant', error_description: '用户名或密码不正确' });
    }
    // Each counted a failure for the lockout, the unknown tenant included.
    const counted = (tenantId: string, account: string) =>
      t.db.loginAttempt.findMany({ where: { tenantId, account }, select: { failures: true } });
    expect(await counted('987654', 'admin')).toEqual([{ failures: 1 }, { failures: 1 }]);
    expect(await counted('000000', 'nobody')).toEqual([{ failures: 1 }, { failures: 1 }]);
    const english = await Promise.all([attempt('987654', 'admin', 'admin', 'en'), attempt('000000', 'admin', 'wrong', 'en')]);
    expect(english[0].body).toEqual(english[1].body);
  });

  it('lock an unknown tenant the same way as a known one', async () => {
    for (let i = 0; i < 5; i++) await attempt('555555', 'admin', `guess-${i}`);
    for (let i = 0; i < 5; i++) await attempt('000000', 'manager', `guess-${i}`);
    const unknown = await attempt('555555', 'admin', 'admin');
    const known = await attempt('000000', 'manager', 'guess-x');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.error_description).toBe('登录错误次数过多,请稍后再试');
  });

  it('cost an unknown account the work of a wrong password: a compare with a hash of the configured cost', async () => {
    const passwords = t.app.services.passwords;
    expect(bcrypt.getRounds(await passwords.decoy())).toBe(t.config.passwordHashCost);
    const decoy = vi.spyOn(passwords, 'decoy');
    const compare = vi.spyOn(passwords, 'check');
    try {
      await attempt('000000', 'nobody-at-all', 'admin');
      expect(decoy).toHaveBeenCalledTimes(1);
      expect(compare).toHaveBeenCalledTimes(1);
      expect(bcrypt.getRounds(compare.mock.calls[0]![1])).toBe(t.config.passwordHashCost);
      await attempt('000000', 'admin', 'wrong');
      expect(decoy).toHaveBeenCalledTimes(1);
      expect(compare).toHaveBeenCalledTimes(2);
    } finally {
      decoy.mockRestore();
      compare.mockRestore();
    }
  });
});
