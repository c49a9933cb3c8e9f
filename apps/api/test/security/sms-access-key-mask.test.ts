// Attack: anyone who may read SMS configurations (list, page, detail, export) collects the HTTP provider's access
// key, the bearer token of the tenant's SMS gateway. It is answered masked like every other secret, and a masked
// value sent back on save keeps the stored key (a mask on a new configuration is refused).
import { beforeAll, describe, expect, it } from 'vitest';
import { resourceApp } from '../resource/helpers.ts';

const KEY = 'gateway-bearer-token-0042';
let r: Awaited<ReturnType<typeof resourceApp>>;
let id: string;
beforeAll(async () => {
  r = await resourceApp();
  await r
    .post('/api/blade-resource/sms/submit')
    .send({ category: 5, smsCode: 'gw', endpoint: 'https://sms.example.com/send', accessKey: KEY, secretKey: 'another-secret-0001' })
    .expect(200);
  id = String((await r.t.db.sms.findFirstOrThrow({ where: { smsCode: 'gw' } })).id);
});

describe('SMS access key', () => {
  it('is masked in detail, list and page answers', async () => {
    for (const [url, query] of [
      ['detail', { id }],
      ['list', {}],
      ['page', {}],
    ] as const) {
      const res = await r.get(`/api/blade-resource/sms/${url}`).query(query);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body), url).not.toContain(KEY);
      const row = url === 'detail' ? res.body.data : res.body.data.records[0];
      expect(row.accessKey, url).toBe('ga******42');
    }
  });

  it('keeps the stored key when the mask is sent back, and refuses a mask on a new configuration', async () => {
    const detail = (await r.get('/api/blade-resource/sms/detail').query({ id })).body.data;
    await r
      .post('/api/blade-resource/sms/submit')
      .send({ ...detail, remark: 'edited' })
      .expect(200);
    expect(await r.t.db.sms.findFirstOrThrow({ where: { id: BigInt(id) } })).toMatchObject({
      accessKey: KEY,
      secretKey: 'another-secret-0001',
      remark: 'edited',
    });
    const fresh = await r
      .post('/api/blade-resource/sms/submit')
      .send({ category: 5, smsCode: 'gw2', endpoint: 'https://sms.example.com/send', accessKey: 'ga******42' });
    expect(fresh.status).toBe(400);
    expect(fresh.body.msg).toBe('请填写完整的密钥');
    expect(await r.t.db.sms.count({ where: { smsCode: 'gw2' } })).toBe(0);
    await r
      .post('/api/blade-resource/sms/submit')
      .send({ ...detail, accessKey: 'a-new-token-value-9' })
      .expect(200);
    expect((await r.t.db.sms.findFirstOrThrow({ where: { id: BigInt(id) } })).accessKey).toBe('a-new-token-value-9');
  });
});
