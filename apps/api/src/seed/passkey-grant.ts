// Installs seeded before passkeys get the passkey grant on every client that signs in with a password: a client
// trusted with passwords may carry the stronger sign-in too. New installs have it in the default grants.
import { PASSKEY_GRANT } from '@blade/contract';
import type { Tx } from '../db/prisma.ts';

export async function seedPasskeyGrant(tx: Tx): Promise<void> {
  const clients = await tx.client.findMany({ select: { id: true, authorizedGrantTypes: true } });
  for (const client of clients) {
    const grants = client.authorizedGrantTypes.split(',').map((g) => g.trim());
    if (!grants.includes('password') || grants.includes(PASSKEY_GRANT)) continue;
    await tx.client.update({ where: { id: client.id }, data: { authorizedGrantTypes: [...grants, PASSKEY_GRANT].join(',') } });
  }
}
