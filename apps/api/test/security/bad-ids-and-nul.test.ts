// Attack: ids a bigint column cannot hold and NUL bytes, sent (mostly anonymously) to make the server fail: each used
// to answer 500 and write an error-log row. Now each is a 400 with a clear message, and the error log stays empty.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { accessToken, createTestApp, SABER_BASIC } from '../test-app.ts';

const TOO_BIG = '9223372036854775808';
let t: TestApp;
let admin: string;

const errorRows = async () => {
  await t.app.services.logs.flush();
  return t.db.logError.count();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await accessToken(t, 'admin');
});

describe('ids beyond the bigint range', () => {
  it('answers 400 naming the parameter, on schemas, id lists, JSON numbers and list filters', async () => {
    const before = await errorRows();
    const auth = (r: request.Test) => r.set('Blade-Auth', `bearer ${admin}`);
    const detail = await auth(request(t.server).get('/api/blade-system/user/detail').query({ id: TOO_BIG }));
    expect(detail.status).toBe(400);
    expect(detail.body).toMatchObject({ code: 400, success: false, msg: '参数 id 不正确: 必须是数字编号' });
    const english = await auth(request(t.server).get('/api/blade-system/user/detail').query({ id: TOO_BIG })).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('Parameter id is invalid: must be a numeric id');
    const remove = await auth(
      request(t.server)
        .post('/api/blade-system/post/remove')
        .query({ ids: `1,${TOO_BIG}` }),
    );
    expect(remove.status).toBe(400);
    const number = await auth(request(t.server).post('/api/blade-system/user/update')).send({ id: 1e19, account: 'x', name: 'x' });
    expect(number.status).toBe(400);
    const filter = await auth(request(t.server).get('/api/blade-system/post/list').query({ id: TOO_BIG }));
    expect(filter.status).toBe(400);
    const tenant = await auth(request(t.server).get('/api/blade-system/tenant/package-detail').query({ tenantId: '9999999999999999999' }));
    expect(tenant.status).toBe(400);
    expect(await errorRows()).toBe(before);
  });
});

describe('NUL bytes', () => {
  it('are refused with 400 before any route, signed in or not, in queries, forms and JSON bodies', async () => {
    const before = await errorRows();
    const publicParam = await request(t.server).get('/api/blade-system/param/listNotAuth').query({ paramKey: 'system.name\u0000' });
    expect(publicParam.status).toBe(400);
    expect(publicParam.body).toMatchObject({ code: 400, success: false, msg: '参数 paramKey 含有不允许的空字符(\\u0000)' });
    const token = await request(t.server)
      .post('/api/blade-auth/oauth/token')
      .set('Authorization', SABER_BASIC)
      .query({ grant_type: 'password', username: 'admin\u0000', password: 'x', tenantId: '000000' });
    expect(token.status).toBe(400);
    expect(token.body.error_description).toBe('参数 username 含有不允许的空字符(\\u0000)');
    const guest = await request(t.server)
      .post('/api/blade-system/user/register-guest')
      .type('form')
      .send(`account=guest%00&name=g&password=secret12&tenantId=000000`);
    expect(guest.status).toBe(400);
    const json = await request(t.server)
      .post('/api/blade-system/dept/submit')
      .set('Blade-Auth', `bearer ${admin}`)
      .send({ parentId: '0', deptName: 'a\u0000b', fullName: 'x', deptCategory: 1, sort: 1 });
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe('参数 deptName 含有不允许的空字符(\\u0000)');
    expect(await t.db.dept.count({ where: { fullName: 'x' } })).toBe(0);
    expect(await errorRows()).toBe(before);
  });
});
