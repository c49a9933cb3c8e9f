// A Saber 4.9 install in front of the API under test, the way its deployment runs: the production build from
// ../shared/clients served as static files with history routing, and every `/blade-` path forwarded to the API as it
// is (an nginx `proxy_pass`). Saber is a console nobody here wrote: what it shows is what a Blade team would see.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const CLIENTS = path.resolve(import.meta.dirname, '../../../../../shared/clients');
export const SABER_BUILD = path.join(CLIENTS, 'saber-4.9.0-dist.tgz');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

export type Saber = { url: string; close: () => Promise<void> };

/** Unpacks Saber's build and serves it on a free loopback port, forwarding `/blade-` paths to `api`. */
export async function startSaber(api: string): Promise<Saber> {
  if (!existsSync(SABER_BUILD)) throw new Error(`${SABER_BUILD} is missing: the Saber tests need ../shared/clients beside the repository`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'saber-'));
  execFileSync('tar', ['xzf', SABER_BUILD, '-C', folder]);
  const dist = path.join(folder, 'dist');
  const target = new URL(api);

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://saber');
    if (url.pathname.startsWith('/blade-')) {
      const forwarded = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: { ...req.headers, host: target.host } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => res.writeHead(502).end());
      req.pipe(forwarded);
      return;
    }
    // Static files as they are; any other path is a route of the app (history mode): index.html. With nginx's
    // validators (Last-Modified, ETag) and its 304 to a conditional request: the browser keeps what it loaded (and
    // the code compiled from it) for the next load, as it does in front of a real deployment.
    const file = path.join(dist, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ''));
    const found = file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : path.join(dist, 'index.html');
    const stat = statSync(found);
    const validators = {
      'Last-Modified': stat.mtime.toUTCString(),
      ETag: `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`,
    };
    if (req.headers['if-none-match'] === validators.ETag || req.headers['if-modified-since'] === validators['Last-Modified']) {
      res.writeHead(304, validators).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(found)] ?? 'application/octet-stream', ...validators });
    res.end(readFileSync(found));
  });
  // Idle connections kept 75 s, nginx's keepalive_timeout, not node's 5 s: a client reusing a connection the server
  // is closing at that moment gets ECONNRESET (a loaded run's page.request did, after five idle seconds).
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The throw-away SM2 key pair the Saber build was made with (its public key is in the build's website.js). */
export function saberTestKeys(): { privateKey: string; publicKey: string } {
  return JSON.parse(readFileSync(path.join(CLIENTS, 'saber-sm2-test-keys.json'), 'utf8')) as { privateKey: string; publicKey: string };
}
