// The passkey grant on an install seeded before passkeys: every client that signs in with a password gains it, once;
// a client an administrator kept from passwords does not.
import { describe, expect, it } from 'vitest';
import { TEST_HASH_COST } from '../src/config.ts';
import { createPrisma } from '../src/db/prisma.ts';
import { createPasswords } from '../src/modules/auth/password.ts';
import { seed } from '../src/seed/seed.ts';
import { cloneDatabase } from './test-app.ts';

const NO_REFERENCE = {
  referenceData: false,
  starterTerms: false,
  passwords: createPasswords(TEST_HASH_COST),
  accounts: { trial: true },
} as const;

describe('passkey grant seed step', () => {
  it('adds the passkey grant to the password clients of an install seeded before it, and to no other', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      // As the install was: its clients' grants of the time, one of them kept from passwords; no step recorded.
      await old.client.updateMany({
        where: { clientId: 'saber' },
        data: { authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social' },
      });
      await old.client.updateMany({ where: { clientId: 'sword' }, data: { authorizedGrantTypes: 'refresh_token,social' } });
      await old.seedHistory.delete({ where: { name: 'passkey-grant-v1' } });

      expect(await seed(old, NO_REFERENCE)).toEqual(['passkey-grant-v1']);
      const grants = Object.fromEntries((await old.client.findMany()).map((c) => [c.clientId, c.authorizedGrantTypes]));
      expect(grants).toEqual({ saber: 'refresh_token,password,authorization_code,captcha,social,passkey', sword: 'refresh_token,social' });
      expect(await seed(old, NO_REFERENCE)).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });
});
