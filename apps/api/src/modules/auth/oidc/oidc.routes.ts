// The public half of provider sign-in: the sign-in page's list of a tenant's providers, the start of the trip to the
// provider, and the provider's redirect back, which hands the console Blade's one-time code (OIDC_LANDING_PATH).
// Starting and finishing write a ticket each: they count in the sign-in's per-address limit.
import { OIDC_LANDING_PATH, oidcRoutes } from '@blade/contract';
import type { Request } from 'express';
import { badRequest } from '../../../core/app-error.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { RateLimiter } from '../../../core/rate-limit.ts';
import { clientKey } from '../../../core/rate-limit.ts';
import { unscoped } from '../../../lib/request-context.ts';
import { bindBrowser, browserOf } from './browser-binding.ts';
import type { Services } from '../../../services.ts';

const r = oidcRoutes;
const SOURCE = /^[A-Za-z0-9_-]{1,32}$/;

function sourceOf(req: Request): string {
  const source = (req.params as Record<string, string | undefined>).source ?? '';
  if (!SOURCE.test(source)) throw badRequest('oidcProviderUnknown', { source: source.slice(0, 32) });
  return source;
}

/** Where the provider sends the browser back: this server, as the browser reached it (trust proxy decides). */
const callbackUrl = (req: Request, source: string) =>
  `${req.protocol}://${req.get('host') ?? 'localhost'}/api/blade-auth/oauth/callback/${source}`;

export function mountOidcSignIn(mount: Mount, s: Pick<Services, 'db' | 'oidcFlow'>, limit: RateLimiter): void {
  // Awaited inside: a Prisma query runs when awaited, and must run while the scope is lifted.
  mount(r.signInList, ({ query }) =>
    unscoped(
      async () =>
        await s.db.oidcProvider.findMany({
          where: { tenantId: query.tenantId, enabled: 1 },
          select: { source: true, name: true },
          orderBy: { createTime: 'asc' },
        }),
    ),
  );

  mount(r.render, async ({ query }, { req, res }) => {
    await limit.hit(`sign-in:${clientKey(req)}`);
    const source = sourceOf(req);
    const browser = bindBrowser(req, res);
    res.redirect(302, await s.oidcFlow.start(query.tenantId, source, callbackUrl(req, source), browser));
  });

  mount(r.callback, async (_input, { req, res }) => {
    await limit.hit(`sign-in:${clientKey(req)}`);
    const source = sourceOf(req);
    const done = await s.oidcFlow.finish(source, new URL(req.originalUrl, 'http://callback').searchParams, browserOf(req));
    const landing = new URLSearchParams({ code: done.code, state: done.state, source, tenantId: done.tenantId });
    res.redirect(302, `${OIDC_LANDING_PATH}?${landing.toString()}`);
  });
}
