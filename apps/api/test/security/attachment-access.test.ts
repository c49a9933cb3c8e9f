// Attack: the local-disk link of an attachment (/api/blade-resource/oss/local/<tenant>/upload/...) is fetched
// without a token, with another tenant's token, or by a user without the attachment permission, to read files
// that only the attachment screen should hand out. Each is refused with no bytes; the tenant's own downloader gets
// the file, and put-file objects (avatars, pictures shown by <img>) stay public by link. And: an uploaded file's
// name carrying bidirectional controls (`invoice\u202Egpj.exe`, shown as `invoiceexe.jpg`) is stored without them.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/config.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import { accessToken } from '../test-app.ts';
import { resourceApp } from '../resource/helpers.ts';

const SECRET = Buffer.from('confidential attachment body: salary list\n'.repeat(20));
let r: Awaited<ReturnType<typeof resourceApp>>;
let attach: { link: string; attachId: string; name: string };
beforeAll(async () => {
  r = await resourceApp({ uploadExtensions: [...testConfig().uploadExtensions, 'exe'] });
  const res = await r.post('/api/blade-resource/oss/endpoint/put-file-attach').attach('file', SECRET, '工资表.txt');
  expect(res.body.code, JSON.stringify(res.body)).toBe(200);
  attach = res.body.data;
});

const bytesOf = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
const leaks = (body: unknown) => Buffer.isBuffer(body) && body.includes('salary list');

describe('an attachment by its local link', () => {
  it('is refused to an anonymous caller, with no bytes', async () => {
    const res = await bytesOf(request(r.t.server).get(attach.link));
    expect(res.status).toBe(401);
    expect(leaks(res.body)).toBe(false);
    expect(JSON.parse((res.body as Buffer).toString())).toMatchObject({ code: 401, success: false });
    expect((await bytesOf(request(r.t.server).get(attach.link).set('Blade-Auth', 'bearer not-a-token'))).status).toBe(401);
  });

  it("is refused to another tenant's administrator, by link and by id", async () => {
    const other = await createOtherTenantAdmin(r.t);
    const byLink = await bytesOf(request(r.t.server).get(attach.link).set('Blade-Auth', `bearer ${other}`));
    expect(byLink.status).toBe(403);
    expect(leaks(byLink.body)).toBe(false);
    const byId = await bytesOf(
      request(r.t.server).get('/api/blade-resource/attach/streamById').query({ id: attach.attachId }).set('Blade-Auth', `bearer ${other}`),
    );
    expect(byId.status).toBe(404);
    expect(leaks(byId.body)).toBe(false);
  });

  it('is refused to a user of the tenant without the attachment permission', async () => {
    const hr = await accessToken(r.t, 'hr');
    const res = await bytesOf(request(r.t.server).get(attach.link).set('Blade-Auth', `bearer ${hr}`));
    expect(res.status).toBe(403);
    expect(leaks(res.body)).toBe(false);
  });

  it("is served to the tenant's downloader, while put-file objects stay public", async () => {
    const own = await bytesOf(request(r.t.server).get(attach.link).set('Blade-Auth', `bearer ${r.token}`));
    expect(own.status).toBe(200);
    expect(Buffer.compare(own.body as Buffer, SECRET)).toBe(0);
    const picture = (
      await r.post('/api/blade-resource/oss/endpoint/put-file').attach('file', Buffer.from('plain public text'), 'public.txt')
    ).body.data;
    const open = await bytesOf(request(r.t.server).get(picture.link));
    expect(open.status).toBe(200);
    expect((open.body as Buffer).toString()).toBe('plain public text');
  });
});

describe('uploaded file names', () => {
  it('are stored and answered without bidirectional or other control characters', async () => {
    const res = await r
      .post('/api/blade-resource/oss/endpoint/put-file-attach')
      .attach('file', Buffer.from('MZ not really'), 'invoice\u202Egpj.exe');
    expect(res.body.data.originalName).toBe('invoicegpj.exe');
    const row = await r.t.db.attach.findFirstOrThrow({ where: { id: BigInt(res.body.data.attachId) } });
    expect(row.originalName).toBe('invoicegpj.exe');
    const down = await r.get('/api/blade-resource/attach/streamById').query({ id: res.body.data.attachId });
    expect(down.headers['content-disposition']).not.toMatch(/%E2%80%AE|\u202E/i);
  });
});
