// What every cloud SMS provider shares: its credentials from the configuration, the base URL (the provider's own
// unless the configuration names another, e.g. a regional endpoint or a test double), one guarded HTTP call, and the
// two ways a send fails: the provider could not be reached (the generic outbound failure, reason in the server log)
// or it answered with a refusal (its own message, shown to the user, who can act on it: wrong template, signature...).
import { AppError } from '../../../../core/app-error.ts';
import { requestHttp, type HttpAnswer } from '../../../../core/outbound/http-call.ts';
import type { OutboundGuard } from '../../../../core/outbound/outbound-guard.ts';

export type ProviderConfig = {
  endpoint: string | null;
  accessKey: string | null;
  secretKey: string | null;
  regionId: string | null;
  appId: string | null;
  templateId: string | null;
  signName: string | null;
};

export const PROVIDER_TIMEOUT_MS = 10_000;

/** The configured base URL without a trailing slash, else the provider's. */
export const baseUrl = (config: ProviderConfig, official: string) => (config.endpoint?.trim() || official).replace(/\/+$/, '');

/** The named configuration fields, refused (400) when any is empty: nothing is sent with half a configuration. */
export function required<K extends keyof ProviderConfig>(
  config: ProviderConfig,
  provider: string,
  fields: Record<K, string>,
): Record<K, string> {
  const missing = (Object.keys(fields) as K[]).filter((k) => !config[k]?.trim());
  if (missing.length) throw new AppError(400, 'smsProviderIncomplete', { provider, fields: missing.map((k) => fields[k]).join('、') });
  return Object.fromEntries((Object.keys(fields) as K[]).map((k) => [k, config[k]!.trim()])) as Record<K, string>;
}

/** One call to the provider; unreachable (refused address, timeout, TLS...) becomes the generic outbound failure. */
export async function callProvider(
  guard: OutboundGuard,
  provider: string,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  try {
    return await requestHttp(guard, url, { ...init, timeoutMs: PROVIDER_TIMEOUT_MS });
  } catch (error) {
    throw guard.failure(`SMS provider ${provider}`, error);
  }
}

/** The answer's JSON, or undefined when it is not JSON (a proxy's error page, say). */
export function jsonOf(answer: HttpAnswer): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(answer.body);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The provider refused: 502 with the provider's own message (or its HTTP status when it gave none). */
export function refused(provider: string, message: unknown, answer: HttpAnswer): AppError {
  const text = typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : `HTTP ${answer.status}`;
  return new AppError(502, 'smsRefused', { provider, message: text });
}
