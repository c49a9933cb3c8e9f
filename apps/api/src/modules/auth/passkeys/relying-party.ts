// Who the passkeys belong to: the relying party's id (a domain) and the origins a ceremony may run on. Configured
// (WEBAUTHN_RP_ID, WEBAUTHN_ORIGIN) for a console behind a proxy or on several names; otherwise the request's own
// host, as Express reads it (X-Forwarded-Host and -Proto count only under TRUST_PROXY). A passkey is bound to the
// domain it was enrolled for by the authenticator itself, so a page on another domain can never use it.
import type { Request } from 'express';
import type { AppConfig } from '../../../config.ts';

export type RelyingParty = { id: string; origins: string[] };

export function relyingPartyOf(config: AppConfig['webauthn'], req: Request): RelyingParty {
  return {
    // hostname without the port, host with it: both X-Forwarded-Host's under TRUST_PROXY, as the protocol is -Proto's.
    id: config.rpId ?? req.hostname,
    origins: config.origins.length ? config.origins : [`${req.protocol}://${req.host ?? ''}`],
  };
}
