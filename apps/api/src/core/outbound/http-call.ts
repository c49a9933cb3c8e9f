// One HTTP(S) request through the guarded agents. Redirects are never followed (a 3xx is a failed call like any
// other non-2xx answer): a redirect cannot lead the server to an address the guard did not check.
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from './outbound-guard.ts';

export type HttpCall = { method: string; headers: Record<string, string>; body?: string; timeoutMs: number };

/** Sends the request and answers the status; the answer's body is read and dropped. Network errors reject. */
export function sendHttp(guard: OutboundGuard, url: string, call: HttpCall): Promise<number> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(target, {
      method: call.method, headers: call.headers, signal: AbortSignal.timeout(call.timeoutMs),
      agent: secure ? guard.agents.httpsAgent : guard.agents.httpAgent,
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}
