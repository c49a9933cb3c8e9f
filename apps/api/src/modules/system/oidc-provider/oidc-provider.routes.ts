// 登录方式 (OIDC providers): a tenant's administrator configures the providers of their own tenant (the platform
// administrator too: providers are per tenant, a sign-in names its tenant). The client secret is written only: the
// list answers whether one is set, and an update leaving it empty keeps the stored one. A save discovers the issuer
// through the outbound guard first, so a wrong issuer, or one on a private address outside OUTBOUND_ALLOW, is refused
// with a message instead of failing at the next sign-in.
import { oidcRoutes } from '@blade/contract';
import { AppError, badRequest } from '../../../core/app-error.ts';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { OutboundRefused } from '../../../core/outbound/outbound-guard.ts';
import { hostOfUrl } from '../../../core/outbound/save-check.ts';
import { nextId } from '../../../db/snowflake.ts';
import type { Services } from '../../../services.ts';

const r = oidcRoutes;

type Row = NonNullable<Awaited<ReturnType<Services['db']['oidcProvider']['findFirst']>>>;

const answerOf = ({ clientSecret, ...row }: Row) => ({
  id: String(row.id),
  tenantId: row.tenantId,
  source: row.source,
  name: row.name,
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecretSet: clientSecret !== '',
  scopes: row.scopes,
  accountClaim: row.accountClaim,
  emailDomains: row.emailDomains,
  enabled: row.enabled,
  createTime: row.createTime,
});

/** The guard's refusal behind an error of openid-client (which wraps what its fetch throws), if that is the cause. */
function guardRefusal(error: unknown): OutboundRefused | undefined {
  for (let e = error; e instanceof Error; e = e.cause) if (e instanceof OutboundRefused) return e;
  return undefined;
}

export function mountOidcProviders(mount: Mount, s: Pick<Services, 'db' | 'oidcConfigs'>): void {
  mount(r.list, async (_input, { user }) => {
    const rows = await s.db.oidcProvider.findMany({ where: { tenantId: user.tenantId }, orderBy: { createTime: 'asc' } });
    return rows.map(answerOf);
  });

  mount(r.submit, async ({ body }, { user }) => {
    const tenantId = user.tenantId;
    const stored = body.id ? await s.db.oidcProvider.findFirst({ where: { id: BigInt(body.id), tenantId } }) : null;
    if (body.id && !stored) throw new AppError(404, 'notFoundRecord');
    const clientSecret = body.clientSecret || stored?.clientSecret;
    if (!clientSecret) throw badRequest('oidcSecretRequired');
    const taken = await s.db.oidcProvider.findFirst({
      where: { tenantId, source: body.source, ...(stored ? { NOT: { id: stored.id } } : {}) },
    });
    if (taken) throw badRequest('oidcSourceTaken', { source: body.source });
    try {
      await s.oidcConfigs.discover({ issuer: body.issuer, clientId: body.clientId, clientSecret });
    } catch (error) {
      const refused = guardRefusal(error);
      if (refused && !refused.unresolved) {
        throw badRequest('oidcIssuerNotAllowed', { host: hostOfUrl(body.issuer) ?? body.issuer });
      }
      throw badRequest('oidcDiscoveryFailed', { issuer: body.issuer });
    }
    const data = {
      source: body.source,
      name: body.name,
      issuer: body.issuer,
      clientId: body.clientId,
      clientSecret,
      scopes: body.scopes,
      accountClaim: body.accountClaim,
      emailDomains: body.emailDomains ?? null,
      enabled: body.enabled,
    };
    if (stored) await s.db.oidcProvider.update({ where: { id: stored.id }, data });
    else await s.db.oidcProvider.create({ data: { ...data, id: nextId(), tenantId } });
    return replyStatus(true);
  });

  mount(r.remove, async ({ query }, { user }) => {
    const { count } = await s.db.oidcProvider.updateMany({
      where: { id: BigInt(query.id), tenantId: user.tenantId },
      data: { isDeleted: 1 },
    });
    if (!count) throw new AppError(404, 'notFoundRecord');
    return replyStatus(true);
  });
}
