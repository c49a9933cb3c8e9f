// One HTTP(S) request through the guarded agents. Redirects are never followed (a 3xx is a failed call like any
// other non-2xx answer): a redirect cannot lead the server to an address the guard did not check.
import http from 'node:http';
import https from 'node:https';
import type { OutboundGuard } from './outbound-guard.ts';

export type HttpCall = { method: string; headers: Record<string, string>; body?: string; timeoutMs: number };
export type HttpAnswer = { status: number; body: string; contentType?: string | undefined };

/** A provider's answer is a short JSON document: more than this is not one, and is cut (never buffered whole). */
const MAX_ANSWER_BYTES = 64 * 1024;

/** Sends the request and answers the status with the (UTF-8, at most 64 KiB) body. Network errors reject. */
export function requestHttp(guard: OutboundGuard, url: string, call: HttpCall): Promise<HttpAnswer> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new Error(`unsupported protocol ${target.protocol}`));
  const secure = target.protocol === 'https:';
  return new Promise((resolve, reject) => {
    const req = (secure ? https : http).request(
      target,
      {
        method: call.method,
        headers: call.headers,
        signal: AbortSignal.timeout(call.timeoutMs),
        agent: secure ? guard.agents.httpsAgent : guard.agents.httpAgent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_ANSWER_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8'),
            contentType: res.headers['content-type'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** Sends the request and answers the status alone. */
export async function sendHttp(guard: OutboundGuard, url: string, call: HttpCall): Promise<number> {
  return (await requestHttp(guard, url, call)).status;
}
