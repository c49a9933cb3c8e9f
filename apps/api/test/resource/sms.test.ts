// SMS: enable exclusivity, phone validation with the helper's messages (the correct check, not Saber's inverted
// one), template filling, the log-only provider (usual log, and an answer that says nothing was sent), no
// configuration (refused, never a silent success), the HTTP provider and send-validate's code. Cloud providers:
// sms-providers.test.ts.
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { accessToken } from '../test-app.ts';
import { recordingServer, resourceApp } from './helpers.ts';

let r: Awaited<ReturnType<typeof resourceApp>>;
let gateway: Awaited<ReturnType<typeof recordingServer>>;
let failing = false;
beforeAll(async () => {
  // The fake gateway listens on 127.0.0.1: outbound calls reach loopback only when allowed.
  r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
  gateway = await recordingServer(() => ({ status: failing ? 503 : 200, body: '{"ok":true}' }));
});

async function createSms(body: Record<string, unknown>): Promise<string> {
  await r.post('/api/blade-resource/sms/submit').send(body).expect(200);
  return (await r.get('/api/blade-resource/sms/list').query({ smsCode: body.smsCode })).body.data.records[0].id as string;
}

const send = (query: Record<string, string>) => r.post('/api/blade-resource/sms/endpoint/send-message').query(query);

describe('send-message', () => {
  it('refuses empty, short, long and malformed phones with clear messages', async () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, '手机号码不能为空'],
      [' , ', '手机号码不能为空'],
      ['1380013800', '手机号码长度不为11位'],
      ['138001380001', '手机号码长度不为11位'],
      ['13800138000,1234', '手机号码长度不为11位'],
      ['23800138000', '手机号码格式不正确: 23800138000'],
      ['1380013800a', '手机号码格式不正确: 1380013800a'],
    ];
    for (const [phones, msg] of cases) {
      const res = await send(phones === undefined ? {} : { phones });
      expect(res.status, String(phones)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const english = await send({ phones: '123' }).set('Accept-Language', 'en');
    expect(english.body.msg).toBe('The phone number must have 11 digits');
    const badParams = await send({ phones: '13800138000', params: '[1,2]' });
    expect(badParams.status).toBe(400);
    expect(badParams.body.msg).toContain('JSON');
  });

  it('refuses to send when no configuration is enabled', async () => {
    const res = await send({ phones: '13800138000' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('没有启用的短信配置');
  });

  it('records the filled template in the usual log with the log-only provider, and says it was not sent', async () => {
    const id = await createSms({
      category: 6,
      smsCode: 'log-only',
      templateId: 'SMS_1',
      template: '您的验证码是${code},{minutes}分钟内有效',
      signName: '刀锋',
    });
    await r.post('/api/blade-resource/sms/enable').query({ id }).expect(200);
    const res = await send({ phones: '13800138000,13900139000', params: JSON.stringify({ code: '4721', minutes: 5 }) });
    expect(res.body).toMatchObject({ code: 200, success: true, data: { sent: false }, msg: '短信未发送: 当前配置只记录日志' });
    await r.t.app.services.logs.flush();
    const rows = await r.t.db.logUsual.findMany({ where: { logId: 'sms' } });
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.logData!)).toMatchObject({
      smsCode: 'log-only',
      phones: ['13800138000', '13900139000'],
      content: '您的验证码是4721,5分钟内有效',
    });
    expect(rows[0]!.tenantId).toBe('000000');
  });

  it('posts to the endpoint with the HTTP provider and reports its failure', async () => {
    await createSms({
      category: 5,
      smsCode: 'gateway',
      templateId: 'T9',
      template: '验证码 ${code}',
      endpoint: `${gateway.url}/send`,
      accessKey: 'token-1',
      signName: '刀锋',
    });
    const res = await send({ code: 'gateway', phones: '13800138000', params: '{"code":"9"}' });
    expect(res.body).toMatchObject({ code: 200, success: true });
    const call = gateway.seen.at(-1)!;
    expect(call).toMatchObject({ method: 'POST', url: '/send' });
    expect(call.headers.authorization).toBe('Bearer token-1');
    expect(JSON.parse(call.body.toString())).toEqual({
      phones: ['13800138000'],
      templateId: 'T9',
      signName: '刀锋',
      params: { code: '9' },
      content: '验证码 9',
    });
    failing = true;
    const failed = await send({ code: 'gateway', phones: '13800138000' });
    failing = false;
    expect(failed.status).toBe(502);
    expect(failed.body.msg).toBe('外部服务连接失败');
    const unknown = await send({ code: 'nope', phones: '13800138000' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('未找到编号为 [nope] 的短信配置');
  });
});

describe('sms configurations', () => {
  it('keeps exactly one enabled and masks the secret', async () => {
    const a = await createSms({ category: 1, smsCode: 'one', secretKey: 'yunpian-secret-0001' });
    const b = await createSms({ category: 2, smsCode: 'two' });
    await r.post('/api/blade-resource/sms/enable').query({ id: a }).expect(200);
    await r.post('/api/blade-resource/sms/enable').query({ id: b }).expect(200);
    expect((await r.t.db.sms.findMany({ where: { status: 2 } })).map((x) => String(x.id))).toEqual([b]);
    const detail = (await r.get('/api/blade-resource/sms/detail').query({ id: a })).body.data;
    expect(detail).toMatchObject({ secretKey: 'yu******01', categoryName: '云片', statusName: '否' });
  });
});

describe('send-validate', () => {
  const validate = (query: Record<string, string>) => r.post('/api/blade-resource/sms/endpoint/send-validate').query(query);

  it('sends six digits to the phone through the enabled configuration and answers an id, never the code', async () => {
    const id = await createSms({
      category: 5,
      smsCode: 'validate',
      templateId: 'V1',
      template: '验证码 ${code}',
      endpoint: `${gateway.url}/validate`,
    });
    await r.post('/api/blade-resource/sms/enable').query({ id }).expect(200);
    const res = await validate({ phone: '13800138000' });
    expect(res.body).toMatchObject({ code: 200, success: true, data: { phone: '13800138000', success: true } });
    expect(res.body.data.id).toMatch(/^[0-9a-f]{32}$/);
    const sent = JSON.parse(gateway.seen.at(-1)!.body.toString());
    expect(sent).toMatchObject({ phones: ['13800138000'], templateId: 'V1' });
    expect(sent.content).toMatch(/^验证码 \d{6}$/);
    expect(JSON.stringify(res.body)).not.toContain(sent.params.code);
  });

  it('says when the configuration only logs', async () => {
    const id = await createSms({ category: 6, smsCode: 'validate-log', template: '验证码 ${code}' });
    await r.post('/api/blade-resource/sms/enable').query({ id }).expect(200);
    const res = await validate({ phone: '13900139000' });
    expect(res.body).toMatchObject({ code: 200, data: { phone: '13900139000', success: false }, msg: '短信未发送: 当前配置只记录日志' });
  });

  it('refuses a missing, malformed or second phone, and callers without the SMS menu', async () => {
    expect((await validate({})).body).toMatchObject({ code: 400, success: false, msg: '手机号码不能为空' });
    expect((await validate({ phone: '2380013800a' })).body).toMatchObject({ code: 400, msg: '手机号码格式不正确: 2380013800a' });
    expect((await validate({ phone: '13800138000,13900139000' })).status).toBe(400);
    expect((await request(r.t.server).post('/api/blade-resource/sms/endpoint/send-validate').query({ phone: '13800138000' })).status).toBe(
      401,
    );
    const hr = await accessToken(r.t, 'hr');
    const refused = await request(r.t.server)
      .post('/api/blade-resource/sms/endpoint/send-validate')
      .set('Blade-Auth', `bearer ${hr}`)
      .query({ phone: '13800138000' });
    expect(refused.status).toBe(403);
  });
});

describe('validate-message', () => {
  const check = (query: Record<string, string>) => r.post('/api/blade-resource/sms/endpoint/validate-message').query(query);

  /** A code sent through a gateway configuration, as the phone received it. */
  async function sentCode(phone: string): Promise<{ id: string; value: string }> {
    const res = await r.post('/api/blade-resource/sms/endpoint/send-validate').query({ phone }).expect(200);
    const sent = JSON.parse(gateway.seen.at(-1)!.body.toString());
    return { id: res.body.data.id, value: sent.params.code };
  }

  beforeAll(async () => {
    const id = await createSms({ category: 5, smsCode: 'validate-check', template: '验证码 ${code}', endpoint: `${gateway.url}/check` });
    await r.post('/api/blade-resource/sms/enable').query({ id }).expect(200);
  });

  it('accepts the code sent to the phone once, as BladeX says it', async () => {
    const { id, value } = await sentCode('13700137000');
    expect((await check({ id, phone: '13700137000', value })).body).toMatchObject({ code: 200, success: true, msg: '短信校验成功' });
    // Used up: the same answer again fails.
    expect((await check({ id, phone: '13700137000', value })).body).toMatchObject({ code: 400, success: false, msg: '短信校验失败' });
  });

  it('refuses a wrong code, another phone or an unknown id, without saying which', async () => {
    const { id, value } = await sentCode('13700137001');
    const wrong = value === '000000' ? '000001' : '000000';
    for (const query of [
      { id, phone: '13700137001', value: wrong },
      { id, phone: '13700137002', value },
      { id: 'f'.repeat(32), phone: '13700137001', value },
    ]) {
      expect((await check(query)).body).toMatchObject({ code: 400, success: false, msg: '短信校验失败' });
    }
    // Those were two guesses at this code: the right one still works.
    expect((await check({ id, phone: '13700137001', value })).body).toMatchObject({ code: 200, msg: '短信校验成功' });
  });

  it('ends a code after five wrong guesses, even if the sixth is right', async () => {
    const { id, value } = await sentCode('13700137003');
    const wrong = value === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await check({ id, phone: '13700137003', value: wrong })).status).toBe(400);
    expect((await check({ id, phone: '13700137003', value })).body).toMatchObject({ code: 400, msg: '短信校验失败' });
  });

  it('keeps only a digest of the code, and refuses an expired one', async () => {
    const { id, value } = await sentCode('13700137004');
    const row = await r.t.db.smsValidation.findUniqueOrThrow({ where: { id } });
    expect(row.codeHash).not.toContain(value);
    await r.t.db.smsValidation.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await check({ id, phone: '13700137004', value })).body).toMatchObject({ code: 400, msg: '短信校验失败' });
  });

  it('asks for every field, and for the SMS menu', async () => {
    expect((await check({ phone: '13700137000', value: '123456' })).status).toBe(400);
    const hr = await accessToken(r.t, 'hr');
    const refused = await request(r.t.server)
      .post('/api/blade-resource/sms/endpoint/validate-message')
      .set('Blade-Auth', `bearer ${hr}`)
      .query({ id: 'f'.repeat(32), phone: '13700137000', value: '123456' });
    expect(refused.status).toBe(403);
  });
});
