// The S3-compatible provider, as a contract test of the requests it sends (no S3 server ships on npm): a recording
// HTTP server stands in for MinIO/AWS and answers like one.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Recorded } from './helpers.ts';
import { recordingServer, resourceApp } from './helpers.ts';

let r: Awaited<ReturnType<typeof resourceApp>>;
let s3: Awaited<ReturnType<typeof recordingServer>>;
const stored = new Map<string, Buffer>();

function answer(req: Recorded): { status: number; body?: Buffer | string; headers?: Record<string, string> } {
  const key = req.url.split('?')[0]!;
  if (req.method === 'PUT') {
    stored.set(key, req.body);
    return { status: 200, headers: { ETag: '"abc"' } };
  }
  if (req.method === 'GET') {
    const body = stored.get(key);
    return body
      ? { status: 200, body, headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(body.length) } }
      : { status: 404, body: '<Error><Code>NoSuchKey</Code></Error>', headers: { 'Content-Type': 'application/xml' } };
  }
  if (req.method === 'DELETE') {
    stored.delete(key);
    return { status: 204 };
  }
  return { status: 400 };
}

beforeAll(async () => {
  // The fake S3 server listens on 127.0.0.1: outbound calls reach loopback only when allowed.
  r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
  s3 = await recordingServer(answer);
  await r
    .post('/api/blade-resource/oss/submit')
    .send({
      category: 1,
      ossCode: 'minio',
      endpoint: s3.url,
      accessKey: 'AKIDEXAMPLE',
      secretKey: 'wJalrXUtnFEMI-example-secret',
      bucketName: 'blade-files',
      region: 'cn-east-1',
    })
    .expect(200);
  const id = (await r.get('/api/blade-resource/oss/list').query({ ossCode: 'minio' })).body.data.records[0].id;
  await r.post('/api/blade-resource/oss/enable').query({ id }).expect(200);
});

describe('S3 provider', () => {
  const content = Buffer.from('hello object storage\n'.repeat(100));

  it('puts the object with a signed, path-style PUT of the streamed bytes and answers endpoint/bucket links', async () => {
    const res = await r.post('/api/blade-resource/oss/endpoint/put-file-attach').attach('file', content, 'notes.txt');
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const file = res.body.data;
    expect(file.domain).toBe(`${s3.url}/blade-files`);
    expect(file.link).toBe(`${s3.url}/blade-files/${file.name}`);
    const put = s3.seen.find((q) => q.method === 'PUT')!;
    expect(put.url.split('?')[0]).toBe(`/blade-files/${file.name}`);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-east-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(put.headers['content-length']).toBe(String(content.length));
    expect(Buffer.compare(put.body, content)).toBe(0);

    const down = await r
      .get('/api/blade-resource/attach/streamById')
      .query({ id: file.attachId })
      .buffer(true)
      .parse((res2, done) => {
        const chunks: Buffer[] = [];
        res2.on('data', (c: Buffer) => chunks.push(c));
        res2.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(down.status).toBe(200);
    expect(Buffer.compare(down.body as Buffer, content)).toBe(0);
    expect(down.headers['content-disposition']).toContain('notes.txt');

    // Removing the configuration keeps the objects stored with it reachable.
    const configId = (await r.get('/api/blade-resource/oss/list').query({ ossCode: 'minio' })).body.data.records[0].id;
    await r.post('/api/blade-resource/oss/remove').query({ ids: configId }).expect(200);
    const again = await r.get('/api/blade-resource/attach/streamById').query({ id: file.attachId });
    expect(again.status).toBe(200);

    await r.post('/api/blade-resource/attach/remove').query({ ids: file.attachId }).expect(200);
    expect(s3.seen.some((q) => q.method === 'DELETE' && q.url.startsWith(`/blade-files/${file.name}`))).toBe(true);
    expect(stored.size).toBe(0);
  });

  it('answers a failing server with a clear 502, never a 500', async () => {
    const res = await r.post('/api/blade-resource/oss/endpoint/put-file').attach('file', content, 'notes.txt');
    expect(res.status).toBe(200);
    const broken = await resourceApp({ outboundAllow: ['127.0.0.1'] });
    await broken
      .post('/api/blade-resource/oss/submit')
      .send({
        category: 1,
        ossCode: 'down',
        endpoint: 'http://127.0.0.1:1',
        accessKey: 'a',
        secretKey: 'secret-that-is-long',
        bucketName: 'files',
      })
      .expect(200);
    const failed = await broken
      .post('/api/blade-resource/oss/endpoint/put-file')
      .query({ code: 'down' })
      .attach('file', content, 'notes.txt');
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toBe('外部服务连接失败');
    expect((await request(broken.t.server).get('/api/blade-resource/oss/list')).status).toBe(401);
  });
});
