// What goes over the wire: the console's files as the brotli or gzip copy made at build time, cached a year when
// their name carries a content hash and revalidated otherwise; API answers above 1 kB compressed on the fly.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { tempDir } from '../support/temp-dir.ts';

const webDist = tempDir('blade-web-');
const script = `console.log(${JSON.stringify('控制台'.repeat(400))});`;
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>console</title>');
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js'), script);
writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js.br'), brotliCompressSync(script));
writeFileSync(path.join(webDist, 'assets/index-Ab12Cd34.js.gz'), gzipSync(script));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { webDist } });
});

/** An answer as text (supertest decodes brotli and gzip; Content-Length tells what went over the wire). */
const get = (path: string, acceptEncoding: string) => request(t.server).get(path).set('Accept-Encoding', acceptEncoding);
const sent = (res: { headers: Record<string, string> }) => Number(res.headers['content-length']);

describe('the console files', () => {
  it('go as brotli when accepted, else gzip, else as they are; hashed ones cached a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(sent(br)).toBe(brotliCompressSync(script).length);
    expect(br.text).toBe(script);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(sent(gz)).toBe(gzipSync(script).length);
    expect(gz.text).toBe(script);

    const refused = await get('/assets/index-Ab12Cd34.js', 'br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(sent(refused)).toBe(Buffer.byteLength(script));
  });

  it('revalidates what has no hash in its name: the page and the icon', async () => {
    expect((await request(t.server).get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
    const page = await request(t.server).get('/system/user');
    expect(page.text).toContain('<title>console</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves nothing outside the build folder', async () => {
    for (const probe of ['/assets/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%E0%A4%A']) {
      const res = await request(t.server).get(probe).set('Accept-Encoding', 'br');
      expect(res.text).not.toContain('root:');
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe('API answers', () => {
  it('above 1 kB are compressed for a client that accepts it, and read back the same', async () => {
    const token = await accessToken(t);
    const plain = await request(t.server)
      .get('/api/blade-system/menu/list')
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const zipped = await request(t.server)
      .get('/api/blade-system/menu/list')
      .set('Blade-Auth', `bearer ${token}`)
      .set('Accept-Encoding', 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body).toEqual(plain.body);
    expect(Buffer.byteLength(JSON.stringify(plain.body))).toBeGreaterThan(1024);
  });

  // Answers from 16 kB are compressed on the thread pool (answer-compression.ts), shorter ones on the server's thread.
  it.each<[string, string, [number, number]]>([
    ['a short answer', '/api/blade-system/menu/list?name=管理', [1024, 16 * 1024]],
    ['a long answer', '/api/blade-system/menu/list', [16 * 1024, 512 * 1024]],
  ])(
    'go gzipped whole, with their length and in one piece, never brotli; identity when gzip is refused: %s',
    async (_, path, [from, to]) => {
      const token = await accessToken(t);
      const menus = (acceptEncoding: string) =>
        request(t.server)
          .get(encodeURI(path))
          .set('Blade-Auth', `bearer ${token}`)
          .set('Accept-Encoding', acceptEncoding)
          .buffer(true)
          .parse((res, done) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => done(null, Buffer.concat(chunks)));
          });
      const plain = await menus('identity');
      expect(Number(plain.headers['content-length'])).toBeGreaterThan(from);
      expect(Number(plain.headers['content-length'])).toBeLessThan(to);
      for (const accepted of ['gzip', 'gzip, deflate, br, zstd', 'br;q=1, gzip;q=0.5']) {
        const zipped = await menus(accepted);
        expect(zipped.headers['content-encoding']).toBe('gzip');
        expect(zipped.headers['transfer-encoding']).toBeUndefined();
        expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
        expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(sent(zipped)).toBeLessThan(Number(plain.headers['content-length']));
        expect(zipped.body).toEqual(plain.body);
      }
      const refused = await menus('gzip;q=0, identity');
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body).toEqual(plain.body);
    },
  );
});
