// Each cloud SMS provider through send-message, against a local fake of its API at the configured address. The fake
// checks what the provider would: the request's signature (recomputed with the signing functions the documented
// vectors verify), the credentials and the message; then it answers as the provider does, accepting or refusing.
// A refusal reaches the user with the provider's own message; nothing is ever claimed sent that was not.
import { beforeAll, describe, expect, it } from 'vitest';
import { aliyunSignature } from '../../src/modules/resource/sms/providers/aliyun.ts';
import { qiniuAuthorization } from '../../src/modules/resource/sms/providers/qiniu.ts';
import { tc3Authorization } from '../../src/modules/resource/sms/providers/tencent.ts';
import { recordingServer, resourceApp, type Recorded } from './helpers.ts';

let r: Awaited<ReturnType<typeof resourceApp>>;
let provider: Awaited<ReturnType<typeof recordingServer>>;
let answer: (call: Recorded) => { status: number; body: string };
beforeAll(async () => {
  r = await resourceApp({ outboundAllow: ['127.0.0.1'] });
  provider = await recordingServer((call) => answer(call));
});

let codes = 0;
async function configure(body: Record<string, unknown>): Promise<string> {
  const smsCode = `p${(codes += 1)}`;
  await r
    .post('/api/blade-resource/sms/submit')
    .send({ smsCode, endpoint: provider.url, templateId: 'T1', signName: '刀锋', ...body })
    .expect(200);
  return smsCode;
}
const send = (code: string, params = '{"code":"4721","minutes":"5"}') =>
  r.post('/api/blade-resource/sms/endpoint/send-message').query({ code, phones: '13800138000,13900139000', params });
const form = (call: Recorded) => Object.fromEntries(new URLSearchParams(call.body.toString()));

describe('阿里云 (category 3)', () => {
  it("sends a signed SendSms and reports a refusal with Aliyun's message", async () => {
    answer = (call) => {
      const { Signature, ...params } = form(call);
      const valid = Signature === aliyunSignature('POST', params, 'ali-secret');
      return valid
        ? { status: 200, body: JSON.stringify({ Code: 'OK', Message: 'OK', BizId: '9', RequestId: 'r' }) }
        : {
            status: 400,
            body: JSON.stringify({ Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.' }),
          };
    };
    const code = await configure({ category: 3, accessKey: 'ali-key', secretKey: 'ali-secret' });
    const res = await send(code);
    expect(res.body).toMatchObject({ code: 200, success: true, msg: '操作成功' });
    const params = form(provider.seen.at(-1)!);
    expect(params).toMatchObject({
      Action: 'SendSms',
      AccessKeyId: 'ali-key',
      PhoneNumbers: '13800138000,13900139000',
      SignName: '刀锋',
      TemplateCode: 'T1',
      TemplateParam: '{"code":"4721","minutes":"5"}',
      RegionId: 'cn-hangzhou',
      SignatureMethod: 'HMAC-SHA1',
    });

    // A wrong secret is refused by the provider, and the user reads why.
    const wrong = await configure({ category: 3, accessKey: 'ali-key', secretKey: 'not-the-secret' });
    const refused = await send(wrong);
    expect(refused.status).toBe(502);
    expect(refused.body).toMatchObject({
      success: false,
      msg: '短信发送失败(阿里云): Specified signature is not matched with our calculation.',
    });

    answer = () => ({ status: 200, body: JSON.stringify({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' }) });
    expect((await send(code)).body.msg).toBe('短信发送失败(阿里云): 触发小时级流控Permits:5');
  });
});

describe('腾讯云 (category 4)', () => {
  it('sends a TC3-signed SendSms and fails when one number is refused', async () => {
    let perNumber = 'Ok';
    answer = (call) => {
      const h = call.headers;
      const expected = tc3Authorization({
        secretId: 'AKIDtest',
        secretKey: 'tc-secret',
        service: 'sms',
        host: String(h.host),
        timestamp: Number(h['x-tc-timestamp']),
        contentType: String(h['content-type']),
        payload: call.body.toString(),
      });
      if (h.authorization !== expected)
        return {
          status: 200,
          body: JSON.stringify({
            Response: {
              Error: { Code: 'AuthFailure.SignatureFailure', Message: 'The provided credentials could not be validated.' },
              RequestId: 'r',
            },
          }),
        };
      return {
        status: 200,
        body: JSON.stringify({
          Response: {
            SendStatusSet: [
              { Code: 'Ok', Message: 'send success' },
              { Code: perNumber, Message: perNumber === 'Ok' ? 'send success' : 'the number is in the blacklist' },
            ],
            RequestId: 'r',
          },
        }),
      };
    };
    const code = await configure({
      category: 4,
      accessKey: 'AKIDtest',
      secretKey: 'tc-secret',
      appId: '1400000001',
      regionId: 'ap-nanjing',
    });
    expect((await send(code)).body).toMatchObject({ code: 200, success: true });
    const call = provider.seen.at(-1)!;
    expect(call.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-region': 'ap-nanjing' });
    expect(JSON.parse(call.body.toString())).toEqual({
      PhoneNumberSet: ['+8613800138000', '+8613900139000'],
      SmsSdkAppId: '1400000001',
      SignName: '刀锋',
      TemplateId: 'T1',
      TemplateParamSet: ['4721', '5'],
    });

    perNumber = 'FailedOperation.PhoneNumberInBlacklist';
    expect((await send(code)).body).toMatchObject({ success: false, msg: '短信发送失败(腾讯云): the number is in the blacklist' });
    const wrong = await configure({ category: 4, accessKey: 'AKIDtest', secretKey: 'other', appId: '1400000001' });
    expect((await send(wrong)).body.msg).toBe('短信发送失败(腾讯云): The provided credentials could not be validated.');
    // Without its SdkAppId nothing is sent.
    const seen = provider.seen.length;
    const incomplete = await send(await configure({ category: 4, accessKey: 'AKIDtest', secretKey: 'tc-secret' }));
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.msg).toBe('短信配置不完整: 腾讯云 需要填写 SdkAppId');
    expect(provider.seen.length).toBe(seen);
  });
});

describe('七牛云 (category 2)', () => {
  it('posts /v1/message with a Qiniu token over the JSON body', async () => {
    answer = (call) => {
      const expected = qiniuAuthorization('qn-ak', 'qn-sk', {
        method: 'POST',
        url: `${provider.url}${call.url}`,
        contentType: String(call.headers['content-type']),
        body: call.body.toString(),
      });
      return call.headers.authorization === expected
        ? { status: 200, body: '{"job_id":"job-1"}' }
        : { status: 401, body: '{"error":"bad token","message":"token is invalid"}' };
    };
    const code = await configure({ category: 2, accessKey: 'qn-ak', secretKey: 'qn-sk' });
    expect((await send(code)).body).toMatchObject({ code: 200, success: true });
    const call = provider.seen.at(-1)!;
    expect(call.url).toBe('/v1/message');
    expect(JSON.parse(call.body.toString())).toEqual({
      template_id: 'T1',
      mobiles: ['13800138000', '13900139000'],
      parameters: { code: '4721', minutes: '5' },
    });
    const wrong = await configure({ category: 2, accessKey: 'qn-ak', secretKey: 'wrong' });
    expect((await send(wrong)).body).toMatchObject({ success: false, msg: '短信发送失败(七牛云): token is invalid' });
  });
});

describe('云片 (category 1)', () => {
  it("sends tpl_batch_send with the API key and reports Yunpian's refusal", async () => {
    answer = (call) =>
      form(call).apikey === 'yp-key'
        ? {
            status: 200,
            body: JSON.stringify({
              total_count: 2,
              data: [
                { code: 0, msg: '发送成功' },
                { code: 0, msg: '发送成功' },
              ],
            }),
          }
        : { status: 400, body: JSON.stringify({ code: -1, msg: '非法的apikey', detail: '请检查的apikey是否正确' }) };
    const code = await configure({ category: 1, accessKey: 'yp-key' });
    expect((await send(code)).body).toMatchObject({ code: 200, success: true });
    const call = provider.seen.at(-1)!;
    expect(call.url).toBe('/v2/sms/tpl_batch_send.json');
    expect(form(call)).toEqual({
      apikey: 'yp-key',
      mobile: '13800138000,13900139000',
      tpl_id: 'T1',
      tpl_value: '%23code%23=4721&%23minutes%23=5',
    });
    const wrong = await configure({ category: 1, accessKey: 'other' });
    expect((await send(wrong)).body).toMatchObject({ success: false, msg: '短信发送失败(云片): 请检查的apikey是否正确' });
  });
});

describe('an unreachable provider', () => {
  it('is the generic outbound failure, not a success', async () => {
    const code = await configure({ category: 3, accessKey: 'k', secretKey: 's', endpoint: 'http://127.0.0.1:9/' });
    const res = await send(code);
    expect(res.status).toBe(502);
    expect(res.body.msg).toBe('外部服务连接失败');
  });
});
