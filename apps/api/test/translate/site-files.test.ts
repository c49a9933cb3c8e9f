// Site names (public read, manager rename), page-image slots and files: upload limits, listing, removal,
// downloads (public images, private files) with a safe Content-Disposition, nothing written outside DATA_DIR.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp } from '../test-app.ts';
import { createOtherTenantAdmin } from '../crud/other-tenant.ts';
import { tempDir } from '../support/temp-dir.ts';

let t: TestApp;
let admin: string;
let hr: string;
let other: string;
const dataDir = tempDir('blade-translate-');
const auth = (token: string) => ({ 'Blade-Auth': `bearer ${token}` });
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f20000000049454e44ae426082',
  'hex',
);

const upload = (token: string, name: string, content: Buffer, slot?: string) => {
  const req = request(t.server).post('/api/translate/saveOrUploadFile').set(auth(token));
  if (slot !== undefined) req.field('imgPositionType', slot);
  return req.attach('file', content, name);
};

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  admin = await accessToken(t, 'admin');
  hr = await accessToken(t, 'hr');
  other = await createOtherTenantAdmin(t);
});

describe('site names', () => {
  it('are public, in the params too, and renamed by managers only', async () => {
    const names = await request(t.server).get('/api/translate/site/names');
    // The backstage name is the console's back-office name (backend.name): the sidebar and the title show it.
    expect(names.body.data).toEqual({ webName: '中英翻译平台', backName: 'Blade Console', messageReview: false });
    const listNotAuth = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'backend.name' });
    expect(listNotAuth.body.data.records[0].paramValue).toBe('Blade Console');

    expect((await request(t.server).post('/api/translate/site/submit').send({ backName: 'x' })).status).toBe(401);
    const refused = await request(t.server).post('/api/translate/site/submit').set(auth(hr)).send({ webName: '坏', backName: '坏' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, success: false });
    const empty = await request(t.server).post('/api/translate/site/submit').set(auth(admin)).send({ webName: '站', backName: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('参数 backName 不正确: 请输入后台名称');
    expect(
      (await request(t.server).post('/api/translate/site/submit').set(auth(admin)).send({ webName: '新站名', backName: '新后台' })).body
        .success,
    ).toBe(true);
    expect((await request(t.server).get('/api/translate/site/names')).body.data).toEqual({
      webName: '新站名',
      backName: '新后台',
      messageReview: false,
    });
    const backendName = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'backend.name' });
    expect(backendName.body.data.records[0].paramValue).toBe('新后台');
  });
});

describe('files', () => {
  it("stores an upload under DATA_DIR/upload/yyyyMMdd/<uuid>.<ext> and answers Blade's upload shape", async () => {
    const res = await upload(admin, '../../etc/术语表.csv', Buffer.from('chinese,english\n翻译,translation\n'));
    expect(res.body.code, JSON.stringify(res.body)).toBe(200);
    const data = res.body.data as { link: string; name: string; originalName: string; attachId: string };
    expect(data.name).toMatch(/^upload\/\d{8}\/[0-9a-f-]{36}\.csv$/);
    expect(data.originalName).toBe('术语表.csv');
    expect(data.link).toBe(`/api/translate/download/${data.attachId}`);
    expect(existsSync(path.join(dataDir, data.name))).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['upload']);

    const list = await request(t.server).get('/api/translate/fileList').set(auth(admin));
    expect(list.body.data.records).toMatchObject([
      { id: data.attachId, originalName: '术语表.csv', size: Buffer.byteLength('chinese,english\n翻译,translation\n'), extension: 'csv' },
    ]);
    const file = await request(t.server).get(data.link).set(auth(admin));
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="???.csv"; filename*=UTF-8''%E6%9C%AF%E8%AF%AD%E8%A1%A8.csv`);
    expect(file.text).toContain('翻译,translation');
    // Private files: not for visitors, nor for another tenant.
    expect((await request(t.server).get(data.link)).status).toBe(401);
    expect((await request(t.server).get(data.link).set(auth(other))).status).toBe(404);

    expect((await request(t.server).post('/api/translate/removeFile').set(auth(admin)).query({ ids: data.attachId })).body.success).toBe(
      true,
    );
    expect((await request(t.server).get('/api/translate/fileList').set(auth(admin))).body.data.total).toBe(0);
    expect((await request(t.server).get(data.link).set(auth(admin))).status).toBe(404);
  });

  it('refuses missing, empty, oversize and unknown-type files clearly', async () => {
    const none = await request(t.server).post('/api/translate/saveOrUploadFile').set(auth(admin)).field('x', '1');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('请选择要上传的文件');
    expect((await upload(admin, 'a.txt', Buffer.alloc(0))).body.msg).toBe('上传的文件是空的');
    const exe = await upload(admin, 'evil.exe', Buffer.from('MZ'));
    expect(exe.status).toBe(400);
    expect(exe.body.msg).toBe('不支持的文件类型: exe');
    expect((await upload(admin, 'page.svg', Buffer.from('<svg/>'))).status).toBe(400);
    const big = await upload(admin, 'big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 97));
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 413, msg: '文件过大,上限为10 MB' });
    expect((await upload(hr, 'a.txt', Buffer.from('x'))).status).toBe(403);
  });

  it('refuses a file whose content is not what its extension says, as put-file does, and keeps nothing of it', async () => {
    const before = readdirSync(path.join(dataDir, 'upload'), { recursive: true }).length;
    const fakeImage = await upload(admin, 'logo.png', Buffer.from('<html><script>alert(1)</script></html>'), '2');
    expect(fakeImage.status).toBe(400);
    expect(fakeImage.body.msg).toBe('文件内容与扩展名 png 不符');
    const fakePdf = await upload(admin, 'report.pdf', Buffer.from('just text'));
    expect(fakePdf.body.msg).toBe('文件内容与扩展名 pdf 不符');
    expect((await request(t.server).get('/api/translate/image/list')).body.data[1].id).toBe('');
    expect(readdirSync(path.join(dataDir, 'upload'), { recursive: true }).length).toBe(before);
  });

  it('rejects bad download ids', async () => {
    expect((await request(t.server).get('/api/translate/download/..%2F..%2Fetc%2Fpasswd')).status).toBe(400);
    expect((await request(t.server).get('/api/translate/download/42')).status).toBe(404);
  });
});

describe('page images', () => {
  it('fills, replaces and empties the four slots; managers only; images public', async () => {
    const empty = await request(t.server).get('/api/translate/image/list');
    expect(empty.body.data).toEqual([1, 2, 3, 4].map((n) => ({ imgPositionType: n, id: '', link: '' })));

    const first = await upload(admin, 'logo.png', PNG, '3');
    expect(first.body.code).toBe(200);
    const second = await upload(admin, 'logo2.png', PNG, '3');
    const list = (await request(t.server).get('/api/translate/image/list')).body.data;
    expect(list[2]).toEqual({ imgPositionType: 3, id: second.body.data.attachId, link: second.body.data.link });
    const image = await request(t.server).get(second.body.data.link);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Images are not files of the file list.
    expect((await request(t.server).get('/api/translate/fileList').set(auth(admin))).body.data.total).toBe(0);

    expect((await upload(admin, 'notes.txt', Buffer.from('x'), '1')).body.msg).toBe('图片位置只能是1到4,且只能上传图片');
    expect((await upload(admin, 'a.png', PNG, '5')).status).toBe(400);
    expect((await upload(other, 'a.png', PNG, '1')).body.success).toBe(true); // the other tenant's own slot
    expect((await request(t.server).get('/api/translate/image/list')).body.data[0].id).toBe('');

    expect((await request(t.server).post('/api/translate/image/remove').set(auth(hr)).query({ imgPositionType: 3 })).status).toBe(403);
    expect((await request(t.server).post('/api/translate/image/remove').set(auth(admin)).query({ imgPositionType: 3 })).body.success).toBe(
      true,
    );
    expect((await request(t.server).get('/api/translate/image/list')).body.data[2].link).toBe('');
    // The platform administrator empties their own tenant's slot, not the other tenant's.
    await request(t.server).post('/api/translate/image/remove').set(auth(admin)).query({ imgPositionType: 1 });
    expect((await request(t.server).get('/api/translate/image/list').set('Tenant-Id', '100001')).body.data[0].id).not.toBe('');
  });
});
