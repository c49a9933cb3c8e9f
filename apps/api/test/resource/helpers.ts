// Shared by the resource tests: an app with its own data folder, signed-in calls, and a fake HTTP peer that
// records what it is sent (an S3 server, an SMS gateway).
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

export async function resourceApp(config: Partial<AppConfig> = {}) {
  const dataDir = tempDir('blade-resource-');
  const t = await createTestApp({ config: { dataDir, ...config } });
  const token = await accessToken(t, 'admin');
  const auth = (req: request.Test) => req.set('Blade-Auth', `bearer ${token}`);
  return {
    t,
    dataDir,
    token,
    get: (url: string) => auth(request(t.server).get(url)),
    post: (url: string) => auth(request(t.server).post(url)),
  };
}

export type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Buffer };

/** An HTTP server that records every request and answers with `reply` (status and body). */
export async function recordingServer(
  reply: (r: Recorded) => { status: number; body?: Buffer | string; headers?: Record<string, string> },
) {
  const seen: Recorded[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      seen.push(r);
      const answer = reply(r);
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}
