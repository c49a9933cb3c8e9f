// The caller's own passkeys (个人信息) and the public options of a passkey sign-in. Every read and write of a user's
// passkeys names the caller's id (and goes through the tenancy extension): another user's passkey answers as one that
// does not exist. The sign-in's answer is the token endpoint's passkey grant (../token.service.ts).
import { passkeyRoutes } from '@blade/contract';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { replyStatus } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import { clientKey, createRateLimiter } from '../../../core/rate-limit.ts';
import type { Services } from '../../../services.ts';
import { relyingPartyOf } from './relying-party.ts';

const r = passkeyRoutes;

export function mountPasskeyRoutes(mount: Mount, s: Pick<Services, 'config' | 'db' | 'passkeys' | 'sql'>): void {
  // Each options request keeps a row: a visitor is held to the sign-in's pace.
  const optionsLimit = createRateLimiter(s.sql, s.config.rateLimits.signIn);
  const rp = (req: Parameters<typeof relyingPartyOf>[1]) => relyingPartyOf(s.config.webauthn, req);

  mount(r.list, (_input, { user }) => s.passkeys.list(BigInt(user.userId)));
  mount(r.registerOptions, async (_input, { req, user }) => {
    const row = await s.db.user.findFirst({ where: { id: BigInt(user.userId) }, select: { realName: true } });
    const me = { userId: BigInt(user.userId), account: user.account, realName: row?.realName ?? '', tenantId: user.tenantId };
    return s.passkeys.registerOptions(me, rp(req));
  });
  mount(r.register, ({ body }, { req, user }) =>
    // The contract checked the outline; the library checks the rest of the answer.
    s.passkeys.register({ userId: BigInt(user.userId) }, body.name, body.response as unknown as RegistrationResponseJSON, rp(req)),
  );
  mount(r.rename, async ({ body }, { user }) => {
    await s.passkeys.rename(BigInt(user.userId), BigInt(body.id), body.name);
    return replyStatus(true);
  });
  mount(r.remove, async ({ query }, { user }) => {
    await s.passkeys.remove(BigInt(user.userId), BigInt(query.id));
    return replyStatus(true);
  });
  mount(r.signInOptions, async (_input, { req }) => {
    await optionsLimit.hit(`passkey-options:${clientKey(req)}`);
    return s.passkeys.signInOptions(rp(req));
  });
}
