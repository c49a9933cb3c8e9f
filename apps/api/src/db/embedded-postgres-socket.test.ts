// Where the embedded cluster's Unix socket goes: in the cluster's folder, unless the path would pass the 107 bytes a
// socket's path may have, where the server keeps to TCP on 127.0.0.1 (connecting through the socket is tested with
// a real cluster in test/security/embedded-postgres-password.test.ts).
import { describe, expect, it } from 'vitest';
import { socketDirectoryFor } from './embedded-postgres.ts';

describe('the embedded cluster socket folder', () => {
  it('is the cluster folder when the socket path fits', () => {
    expect(socketDirectoryFor('/var/lib/blade/postgres', 54329)).toBe('/var/lib/blade/postgres');
  });

  it('is none for a folder too deep for a socket path, counted in bytes', () => {
    const fits = `/${'a'.repeat(107 - '/.s.PGSQL.54329'.length - 1)}`;
    expect(socketDirectoryFor(fits, 54329)).toBe(fits);
    expect(socketDirectoryFor(`${fits}b`, 54329)).toBeUndefined();
    // Three bytes a character in UTF-8: fewer characters than bytes.
    expect(socketDirectoryFor(`/${'数'.repeat(31)}`, 54329)).toBeUndefined();
  });
});
