// Attacks on the secrets kept in DATA_DIR: a key file others can read (someone could sign tokens with it), a file
// swapped for a link or cut short. The server refuses to start on any of them, with a message saying what to do,
// and leaves the file as it found it.
import { chmodSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { withSigningKey } from '../../src/modules/auth/signing-key.ts';
import { tempDir } from '../support/temp-dir.ts';

const folder = () => tempDir('blade-secret-');
const configIn = (dataDir: string, env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env });
const noLog = () => {};

describe('the signing key file', () => {
  it('is made once with 0600 whatever the umask, and read back by later starts', () => {
    const dataDir = folder();
    const lines: string[] = [];
    const umask = process.umask(0);
    try {
      const first = withSigningKey(configIn(dataDir), (l) => lines.push(l));
      expect(statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
      expect(first.jwtSecret).toMatch(/^[0-9a-f]{128}$/);
      expect(withSigningKey(configIn(dataDir), (l) => lines.push(l)).jwtSecret).toBe(first.jwtSecret);
      expect(lines.filter((l) => l.startsWith('Generated'))).toHaveLength(1);
    } finally {
      process.umask(umask);
    }
  });

  it('is not made when JWT_SECRET is set', () => {
    const dataDir = folder();
    expect(withSigningKey(configIn(dataDir, { JWT_SECRET: 'k'.repeat(40) }), noLog).jwtSecret).toBe('k'.repeat(40));
    expect(() => statSync(path.join(dataDir, 'jwt-secret'))).toThrow(/ENOENT/);
  });

  it('refuses a key file that group or others can read, and leaves it unchanged', () => {
    const dataDir = folder();
    const file = path.join(dataDir, 'jwt-secret');
    writeFileSync(file, `${'ab'.repeat(64)}\n`);
    chmodSync(file, 0o644);
    expect(() => withSigningKey(configIn(dataDir), noLog)).toThrow(
      `${file} is readable by group or others (mode 644): run chmod 600 ${file}`,
    );
    expect(readFileSync(file, 'utf8')).toBe(`${'ab'.repeat(64)}\n`);
    expect(statSync(file).mode & 0o777).toBe(0o644);
  });

  it('refuses a short or garbled key file instead of signing with it', () => {
    const dataDir = folder();
    const file = path.join(dataDir, 'jwt-secret');
    for (const content of ['', 'secret\n', `${'ab'.repeat(20)}\n`, `${'zz'.repeat(64)}\n`]) {
      writeFileSync(file, content, { mode: 0o600 });
      expect(() => withSigningKey(configIn(dataDir), noLog)).toThrow(/jwt-secret is malformed/);
      expect(readFileSync(file, 'utf8')).toBe(content);
    }
  });

  it('refuses a key file replaced by a link (to a file someone else controls)', () => {
    const dataDir = folder();
    const elsewhere = path.join(folder(), 'planted');
    writeFileSync(elsewhere, 'ab'.repeat(64), { mode: 0o600 });
    symlinkSync(elsewhere, path.join(dataDir, 'jwt-secret'));
    expect(() => withSigningKey(configIn(dataDir), noLog)).toThrow(/must be a regular file/);
  });
});
