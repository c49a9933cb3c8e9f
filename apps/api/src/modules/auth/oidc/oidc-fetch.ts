// openid-client's HTTP calls (discovery, keys, token) made through the outbound guard: a provider on a loopback or
// private address is reached only when OUTBOUND_ALLOW names it, redirects are not followed, answers are bounded.
import type { CustomFetch } from 'openid-client';
import { requestHttp } from '../../../core/outbound/http-call.ts';
import type { OutboundGuard } from '../../../core/outbound/outbound-guard.ts';

const TIMEOUT_MS = 10_000;

export function guardedFetch(guard: OutboundGuard): CustomFetch {
  return async (url, options) => {
    const body = options.body;
    const text = typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : undefined;
    if (body != null && text === undefined) throw new Error('oidc: unsupported request body');
    const answer = await requestHttp(guard, url, {
      method: options.method,
      headers: options.headers,
      ...(text === undefined ? {} : { body: text }),
      timeoutMs: TIMEOUT_MS,
    });
    const headers = answer.contentType ? { 'content-type': answer.contentType } : undefined;
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : answer.body, { status: answer.status, headers });
  };
}
