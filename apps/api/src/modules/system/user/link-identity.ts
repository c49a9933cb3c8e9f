// The one place a provider identity is linked to a user: the registration that follows the person's own provider
// sign-in (register-guest with oauthId). The code is taken inside the registration's transaction, so a code spent
// by a racing request, or an identity linked meanwhile (the unique issuer+subject index), undoes the new account too.
import { badRequest } from '../../../core/app-error.ts';
import type { Tx } from '../../../db/prisma.ts';
import { nextId } from '../../../db/snowflake.ts';
import { createOidcTickets } from '../../auth/oidc/oidc-tickets.ts';

export async function linkIdentity(tx: Tx, code: string, userId: bigint): Promise<void> {
  const ticket = await createOidcTickets(tx).take('code', code);
  if (!ticket?.issuer || !ticket.subject) throw badRequest('oidcCodeInvalid');
  const linked = await tx.userOauth.count({ where: { tenantId: ticket.tenantId, issuer: ticket.issuer, subject: ticket.subject } });
  if (linked) throw badRequest('oidcIdentityTaken');
  await tx.userOauth.create({
    data: {
      id: nextId(),
      tenantId: ticket.tenantId,
      userId,
      providerId: ticket.providerId,
      issuer: ticket.issuer,
      subject: ticket.subject,
      username: ticket.username,
      email: ticket.email,
    },
  });
}
