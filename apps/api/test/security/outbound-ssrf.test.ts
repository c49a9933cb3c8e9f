// Attack: a tenant administrator points the server's outbound calls (SMS HTTP gateway, object storage endpoint,
// datasource) at addresses inside the server's network — loopback, the cloud metadata address, private ranges, a
// name that resolves to loopback, a redirect to loopback — to reach internal services or map open ports from the
// error texts. Each is refused with the one generic message before any connection (the local listeners record
// nothing), an open and a closed port answer alike, and only OUTBOUND_ALLOW opens an address. The configurations are
// stored directly: a save refuses these addresses already (outbound-at-save.test.ts), but a name checked at save can
// resolve elsewhere at use, so the guard at use is the control tested here.
import { readdirSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createServer as createTcpServer } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextId } from '../../src/db/snowflake.ts';
import { datasourceForm } from '../develop/develop-fixtures.ts';
import { recordingServer, resourceApp } from '../resource/helpers.ts';
import { openFilesUnder } from '../support/open-files.ts';

const GENERIC = { code: 502, success: false, msg: '外部服务连接失败' };

/** A TCP listener on 127.0.0.1 that counts connections (and drops them): the datasource's target. */
async function countingListener() {
  const sockets: Socket[] = [];
  const server = createTcpServer((socket) => {
    sockets.push(socket);
    socket.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  return { port: (server.address() as AddressInfo).port, connections: () => sockets.length };
}

/** A port of 127.0.0.1 with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createTcpServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

let listener: Awaited<ReturnType<typeof recordingServer>>;
let listenerPort: number;
let closed: number;
beforeAll(async () => {
  listener = await recordingServer(() => ({ status: 200, body: 'internal secret' }));
  listenerPort = Number(new URL(listener.url).port);
  closed = await closedPort();
});

const refusedUrls = () => [
  `http://127.0.0.1:${listenerPort}/send`,
  `http://localhost:${listenerPort}/send`,
  `http://[::ffff:127.0.0.1]:${listenerPort}/send`,
  `http://0.0.0.0:${listenerPort}/send`,
  'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
  'http://10.0.0.1/send',
  'http://metadata.google.internal/computeMetadata/v1/',
  `http://127.0.0.1:${closed}/send`,
];

describe('SMS HTTP gateway', () => {
  let codes = 0;
  async function sendThrough(r: Awaited<ReturnType<typeof resourceApp>>, endpoint: string, language = 'zh') {
    const smsCode = `gw${(codes += 1)}`;
    await r.t.db.sms.create({ data: { id: nextId(), category: 5, smsCode, endpoint, accessKey: 'bearer-token-1', template: '${code}' } });
    return r
      .post('/api/blade-resource/sms/endpoint/send-message')
      .set('Accept-Language', language)
      .query({ code: smsCode, phones: '13800138000', params: '{"code":"1"}' });
  }

  it('refuses loopback, metadata, private and loopback-resolving endpoints with one message, before connecting', async () => {
    const r = await resourceApp();
    const seen = listener.seen.length;
    const answers = [];
    for (const endpoint of refusedUrls()) {
      const res = await sendThrough(r, endpoint);
      expect(res.status, endpoint).toBe(502);
      expect(res.body, endpoint).toEqual({ ...GENERIC, data: null });
      answers.push(JSON.stringify(res.body));
    }
    expect(listener.seen.length).toBe(seen);
    // An open and a closed port of a refused address look the same.
    expect(answers[0]).toBe(answers.at(-1));
    const english = await sendThrough(r, `http://127.0.0.1:${listenerPort}/send`, 'en');
    expect(english.body.msg).toBe('Could not reach the external service');
  });

  it('does not follow a redirect from an allowed host to loopback', async () => {
    const redirects: string[] = [];
    const redirector = createHttpServer((req, res) => {
      redirects.push(req.url!);
      res.writeHead(302, { Location: `http://127.0.0.1:${listenerPort}/send` }).end();
    });
    await new Promise<void>((done) => redirector.listen(0, '127.0.0.2', done));
    try {
      const r = await resourceApp({ outboundAllow: ['127.0.0.2'] });
      const seen = listener.seen.length;
      const res = await sendThrough(r, `http://127.0.0.2:${(redirector.address() as AddressInfo).port}/send`);
      expect(res.status).toBe(502);
      expect(res.body.msg).toBe(GENERIC.msg);
      expect(redirects).toEqual(['/send']);
      expect(listener.seen.length).toBe(seen);
    } finally {
      await new Promise<void>((done) => redirector.close(() => done()));
    }
  });

  it('reaches the listener once OUTBOUND_ALLOW names its address', async () => {
    const r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
    const seen = listener.seen.length;
    const res = await sendThrough(r, `http://127.0.0.1:${listenerPort}/send`);
    expect(res.body).toMatchObject({ code: 200, success: true });
    expect(listener.seen.length).toBe(seen + 1);
    expect(listener.seen.at(-1)!.headers.authorization).toBe('Bearer bearer-token-1');
  });
});

describe('object storage endpoint', () => {
  let codes = 0;
  async function uploadThrough(r: Awaited<ReturnType<typeof resourceApp>>, endpoint: string) {
    const ossCode = `s3${(codes += 1)}`;
    await r.t.db.oss.create({
      data: { id: nextId(), category: 1, ossCode, endpoint, accessKey: 'AKID', secretKey: 'a-long-secret-key-0001', bucketName: 'files' },
    });
    return r
      .post('/api/blade-resource/oss/endpoint/put-file-attach')
      .query({ code: ossCode })
      .attach('file', Buffer.from('plain text body'), 'notes.txt');
  }

  it('refuses internal endpoints with one message, before connecting, and records no attachment', async () => {
    const r = await resourceApp();
    const seen = listener.seen.length;
    const answers = [];
    for (const endpoint of refusedUrls().map((u) => u.replace('/send', ''))) {
      const res = await uploadThrough(r, endpoint);
      expect(res.status, endpoint).toBe(502);
      expect(res.body, endpoint).toEqual({ ...GENERIC, data: null });
      answers.push(JSON.stringify(res.body));
    }
    expect(listener.seen.length).toBe(seen);
    expect(answers[0]).toBe(answers.at(-1));
    expect(await r.t.db.attach.count()).toBe(0);
  });

  it('leaves no staged file behind, nor open, after a refused upload', async () => {
    const r = await resourceApp();
    expect((await uploadThrough(r, 'http://169.254.169.254')).status).toBe(502);
    const staging = path.join(r.dataDir, 'staging');
    const staged = readdirSync(staging, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(staged).toEqual([]);
    // The unsent body's file stayed open, and its late opening could fail once the stage was gone, outside any request.
    expect(openFilesUnder(staging)).toEqual([]);
  });

  it('reaches the listener once OUTBOUND_ALLOW names its address', async () => {
    const r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
    const seen = listener.seen.length;
    await uploadThrough(r, `http://127.0.0.1:${listenerPort}`);
    expect(listener.seen.slice(seen).map((q) => q.method)).toContain('PUT');
  });
});

describe('datasources', () => {
  let tcp: Awaited<ReturnType<typeof countingListener>>;
  beforeAll(async () => {
    tcp = await countingListener();
  });

  const urls = () => [
    `postgresql://127.0.0.1:${tcp.port}/x`,
    `jdbc:postgresql://localhost:${tcp.port}/x`,
    `postgresql://[::ffff:127.0.0.1]:${tcp.port}/x`,
    `postgresql://2130706433:${tcp.port}/x`,
    'postgresql://169.254.169.254/x',
    'postgresql://10.0.0.1:5432/x',
    'postgresql://metadata/x',
    `postgresql://127.0.0.1:${closed}/x`,
  ];

  it('refuses internal hosts with one message before connecting, the platform database included', async () => {
    const r = await resourceApp();
    const answers = [];
    for (const url of urls()) {
      const res = await r.post('/api/blade-develop/datasource/test').send({ name: 'x', url, username: 'postgres', password: 'postgres' });
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ code: 400, success: false, msg: GENERIC.msg, data: null });
      answers.push(JSON.stringify(res.body));
    }
    expect(tcp.connections()).toBe(0);
    expect(answers[0]).toBe(answers.at(-1));

    // The platform's own database (embedded PostgreSQL on 127.0.0.1), with its real credentials: not reachable.
    const own = await r.post('/api/blade-develop/datasource/test').send(datasourceForm(r.t));
    expect(own.body).toEqual({ code: 400, success: false, msg: GENERIC.msg, data: null });
    const stored = String(nextId());
    await r.t.db.datasource.create({ data: { id: BigInt(stored), ...datasourceForm(r.t) } });
    const tables = await r.get('/api/blade-develop/model/table-list').query({ datasourceId: stored });
    expect(tables.status).toBe(400);
    expect(tables.body.msg).toBe(GENERIC.msg);
    expect(JSON.stringify(tables.body)).not.toContain('blade_user');
  });

  it('connects once OUTBOUND_ALLOW names the address', async () => {
    const r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
    const res = await r
      .post('/api/blade-develop/datasource/test')
      .send({ name: 'x', url: `postgresql://127.0.0.1:${tcp.port}/x`, username: 'u', password: 'p' });
    expect(res.body.msg).toBe(GENERIC.msg); // the listener is no PostgreSQL server
    expect(tcp.connections()).toBe(1);
    expect((await request(r.t.server).post('/api/blade-develop/datasource/test').send({ url: 'postgresql://127.0.0.1/x' })).status).toBe(
      401,
    );
  });
});
