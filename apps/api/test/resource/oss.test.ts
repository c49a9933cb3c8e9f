// Object storage: configurations (masked secrets, enable exclusivity) and the local-disk provider end to end:
// put-file, put-file-attach, streamById, remove-file, attachment removal, refusals.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceApp } from './helpers.ts';

let r: Awaited<ReturnType<typeof resourceApp>>;
beforeAll(async () => {
  r = await resourceApp({ uploadMaxBytes: 64 * 1024 });
});

const ossBody = (code: string) => ({
  category: 1,
  ossCode: code,
  endpoint: 'http://93.184.215.14:9',
  accessKey: 'ak',
  secretKey: 'a-long-secret-key-0001',
  bucketName: 'files',
});

async function createOss(code: string): Promise<string> {
  const saved = await r.post('/api/blade-resource/oss/submit').send(ossBody(code));
  expect(saved.body).toMatchObject({ code: 200, success: true });
  const list = await r.get('/api/blade-resource/oss/list').query({ ossCode: code });
  return list.body.data.records[0].id as string;
}

describe('oss configurations', () => {
  it('never answers the whole secret, and keeps it when the mask is sent back', async () => {
    const id = await createOss('masked');
    const detail = (await r.get('/api/blade-resource/oss/detail').query({ id })).body.data;
    expect(detail.secretKey).toBe('a-******01');
    expect(detail).toMatchObject({ categoryName: 'minio', statusName: '否', status: 1 });
    await r
      .post('/api/blade-resource/oss/submit')
      .send({ ...ossBody('masked'), id, secretKey: detail.secretKey, remark: 'kept' })
      .expect(200);
    const row = await r.t.db.oss.findFirst({ where: { id: BigInt(id) } });
    expect(row).toMatchObject({ secretKey: 'a-long-secret-key-0001', remark: 'kept' });
    const fresh = await r.post('/api/blade-resource/oss/submit').send({ ...ossBody('other'), secretKey: 'ab******yz' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.msg).toBe('请填写完整的密钥');
  });

  it('refuses a code already used in the tenant', async () => {
    await createOss('dup');
    const again = await r.post('/api/blade-resource/oss/submit').send(ossBody('dup'));
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('当前资源编号已存在!');
  });

  it('keeps exactly one configuration enabled per tenant', async () => {
    const a = await createOss('first');
    const b = await createOss('second');
    await r.post('/api/blade-resource/oss/enable').query({ id: a }).expect(200);
    await r.post('/api/blade-resource/oss/enable').query({ id: b }).expect(200);
    const enabled = await r.t.db.oss.findMany({ where: { status: 2 } });
    expect(enabled.map((o) => String(o.id))).toEqual([b]);
    expect((await r.get('/api/blade-resource/oss/detail').query({ id: b })).body.data.statusName).toBe('是');
    const missing = await r.post('/api/blade-resource/oss/enable').query({ id: '42' });
    expect(missing.status).toBe(400);
    // Back to the local disk for the upload tests below.
    await r.t.db.oss.updateMany({ data: { status: 1 } });
  });
});

describe('local disk uploads', () => {
  const content = Buffer.from('%PDF-1.4 a small but real file body\n'.repeat(50));

  it('stores put-file under upload/yyyyMMdd/<uuid32>.<ext> and serves it back', async () => {
    const res = await r.post('/api/blade-resource/oss/endpoint/put-file').attach('file', content, '季度报告.pdf');
    expect(res.body.code).toBe(200);
    const file = res.body.data;
    expect(file.name).toMatch(/^upload\/\d{8}\/[0-9a-f]{32}\.pdf$/);
    expect(file).toMatchObject({
      originalName: '季度报告.pdf',
      domain: '/api/blade-resource/oss/local/000000',
      link: `/api/blade-resource/oss/local/000000/${file.name}`,
    });
    expect(existsSync(path.join(r.dataDir, 'oss', '000000', file.name))).toBe(true);
    // The staged copy is gone once the provider has the object.
    expect(
      readdirSync(path.join(r.dataDir, 'staging', 'upload')).flatMap((d) => readdirSync(path.join(r.dataDir, 'staging', 'upload', d))),
    ).toEqual([]);
    const served = await request(r.t.server)
      .get(file.link)
      .buffer(true)
      .parse((res2, done) => {
        const chunks: Buffer[] = [];
        res2.on('data', (c: Buffer) => chunks.push(c));
        res2.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, content)).toBe(0);

    await r.post('/api/blade-resource/oss/endpoint/remove-file').query({ fileName: file.name }).expect(200);
    expect(existsSync(path.join(r.dataDir, 'oss', '000000', file.name))).toBe(false);
    expect((await request(r.t.server).get(file.link)).status).toBe(404);
  });

  it('records put-file-attach as an attachment and streams it back by id with the original name', async () => {
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), content]);
    const res = await r.post('/api/blade-resource/oss/endpoint/put-file-attach').attach('file', docx, '合同 v2.docx');
    const { attachId, name } = res.body.data;
    expect(attachId).toMatch(/^\d+$/);
    const detail = (await r.get('/api/blade-resource/attach/detail').query({ id: attachId })).body.data;
    expect(detail).toMatchObject({ name, originalName: '合同 v2.docx', extension: 'docx', attachSize: docx.length });

    const down = await r
      .get('/api/blade-resource/attach/streamById')
      .query({ str: attachId })
      .buffer(true)
      .parse((res2, done) => {
        const chunks: Buffer[] = [];
        res2.on('data', (c: Buffer) => chunks.push(c));
        res2.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(down.status).toBe(200);
    expect(Buffer.compare(down.body as Buffer, docx)).toBe(0);
    expect(down.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('合同 v2.docx')}`);
    expect(down.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

    await r.post('/api/blade-resource/attach/remove').query({ ids: attachId }).expect(200);
    expect(existsSync(path.join(r.dataDir, 'oss', '000000', name))).toBe(false);
    const gone = await r.get('/api/blade-resource/attach/streamById').query({ id: attachId });
    expect(gone.status).toBe(404);
    expect(gone.body.msg).toBe('附件不存在或已被删除');
  });

  it('refuses other types, oversized files, missing files, foreign names and anonymous callers', async () => {
    const html = await r.post('/api/blade-resource/oss/endpoint/put-file').attach('file', Buffer.from('<script>1</script>'), 'x.html');
    expect(html.status).toBe(400);
    expect(html.body.msg).toBe('不支持的文件类型: html');
    const disguised = await r
      .post('/api/blade-resource/oss/endpoint/put-file')
      .attach('file', Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png');
    expect(disguised.status).toBe(400);
    expect(disguised.body.msg).toBe('文件内容与扩展名 png 不符');
    const big = await r.post('/api/blade-resource/oss/endpoint/put-file').attach('file', Buffer.alloc(65 * 1024, 1), 'big.txt');
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('文件过大,上限为64 KB');
    const none = await r.post('/api/blade-resource/oss/endpoint/put-file').field('x', '1');
    expect(none.status).toBe(400);
    const traversal = await r.post('/api/blade-resource/oss/endpoint/remove-file').query({ fileName: '../../etc/passwd' });
    expect(traversal.status).toBe(400);
    expect(traversal.body.msg).toContain('upload/yyyyMMdd');
    const unknown = await r.post('/api/blade-resource/oss/endpoint/put-file').query({ code: 'nope' }).attach('file', content, 'a.pdf');
    expect(unknown.status).toBe(400);
    expect((await request(r.t.server).post('/api/blade-resource/oss/endpoint/put-file').attach('file', content, 'a.pdf')).status).toBe(401);
    expect((await request(r.t.server).get('/api/blade-resource/oss/local/000000/upload/20260101/..%2F..%2Fx.pdf')).status).toBe(404);
  });
});
