// A user's linked provider identities, on the user's page: listed, and unlinked by an administrator (a person who
// left the company's provider, or a link made by mistake). Links are made only by signing in with the provider and
// registering (register-guest with the one-time code), never here: no one links a stranger's identity to an account.
import { oidcRoutes } from '@blade/contract';
import { AppError } from '../../../core/app-error.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';
import { assertMayChangeAccounts } from './account-policy.ts';

const r = oidcRoutes;

export function mountUserOauth(mount: Mount, s: Pick<Services, 'db'>): void {
  mount(r.userOauthList, async ({ query }) => {
    // Through the tenant scope: another tenant's user has no identities to show.
    const links = await s.db.userOauth.findMany({ where: { userId: BigInt(query.userId) }, orderBy: { createTime: 'asc' } });
    const providers = await s.db.oidcProvider.findMany({
      where: { id: { in: links.map((l) => l.providerId) } },
      select: { id: true, name: true },
    });
    const nameOf = new Map(providers.map((p) => [p.id, p.name]));
    return links.map((l) => ({
      id: String(l.id),
      providerName: nameOf.get(l.providerId) ?? '',
      issuer: l.issuer,
      subject: l.subject,
      username: l.username,
      email: l.email,
      createTime: l.createTime,
    }));
  });

  mount(r.userOauthUnlink, async ({ query }, { user }) => {
    const link = await s.db.userOauth.findFirst({ where: { id: BigInt(query.id) } });
    if (!link) throw new AppError(404, 'oidcIdentityUnknown');
    await assertMayChangeAccounts(s.db, user, [String(link.userId)]);
    await s.db.userOauth.deleteMany({ where: { id: link.id } });
    return replyStatus(true);
  });
}
