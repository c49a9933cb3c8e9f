// A provider's OpenID configuration, discovered from its issuer (.well-known/openid-configuration) with openid-client
// through the outbound guard, and kept a few minutes per provider version so each sign-in does not discover again.
import type { Configuration } from 'openid-client';
import { allowInsecureRequests, ClientSecretBasic, customFetch, discovery } from 'openid-client';
import type { OutboundGuard } from '../../../core/outbound/outbound-guard.ts';
import { guardedFetch } from './oidc-fetch.ts';

export type ProviderRow = { id: bigint; issuer: string; clientId: string; clientSecret: string; updateTime: Date };

const KEEP_MS = 5 * 60_000;

export function createOidcConfigs(guard: OutboundGuard) {
  const fetch = guardedFetch(guard);
  const kept = new Map<string, { at: number; config: Promise<Configuration> }>();

  /** Discovers the issuer now (a save checks it); throws what openid-client or the guard throws. */
  const discover = (p: Omit<ProviderRow, 'id' | 'updateTime'>): Promise<Configuration> =>
    discovery(new URL(p.issuer), p.clientId, undefined, ClientSecretBasic(p.clientSecret), {
      [customFetch]: fetch,
      // An http:// issuer is the operator's choice (a provider inside their network, let through OUTBOUND_ALLOW).
      ...(p.issuer.startsWith('http:') ? { execute: [allowInsecureRequests] } : {}),
    });

  return {
    discover,
    of(p: ProviderRow): Promise<Configuration> {
      const key = `${p.id}:${p.updateTime.getTime()}`;
      const hit = kept.get(key);
      if (hit && Date.now() - hit.at < KEEP_MS) return hit.config;
      const config = discover(p);
      kept.set(key, { at: Date.now(), config });
      config.catch(() => kept.delete(key));
      return config;
    },
  };
}

export type OidcConfigs = ReturnType<typeof createOidcConfigs>;
