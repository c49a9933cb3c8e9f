// Each provider's request signing against the worked examples its own documentation (or official SDK) publishes:
// if these hold, the provider accepts what we sign.
import { describe, expect, it } from 'vitest';
import { aliyunEncode, aliyunSignature } from './aliyun.ts';
import { qiniuAuthorization } from './qiniu.ts';
import { tc3Authorization } from './tencent.ts';
import { yunpianTemplateValue } from './yunpian.ts';

describe('Aliyun RPC signature (signature version 1.0)', () => {
  it('matches the SendSms example of the SMS documentation', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes as the documentation asks (space %20, * %2A, ~ kept)', () => {
    expect(aliyunEncode('a b*~!')).toBe('a%20b%2A~%21');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256', () => {
  it('matches the worked example of the signature v3 documentation', () => {
    const authorization = tc3Authorization({
      secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
      secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
      service: 'cvm',
      host: 'cvm.tencentcloudapi.com',
      timestamp: 1551113065,
      contentType: 'application/json; charset=utf-8',
      payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    });
    expect(authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });
});

describe('Qiniu access token (v2)', () => {
  it('matches the official SDK vectors, with and without a signed JSON body', () => {
    expect(qiniuAuthorization('ak', 'sk', { method: 'GET', url: 'http://rs.qbox.me' })).toBe('Qiniu ak:bgfeAqx6xXMIXA232e8ocxfhINc=');
    expect(
      qiniuAuthorization('ak', 'sk', {
        method: 'POST',
        url: 'http://rs.qbox.me',
        contentType: 'application/json',
        body: '{"name": "test"}',
      }),
    ).toBe('Qiniu ak:IlW01tHjGQ0pGPXV_3jjR1AdD34=');
    // A binary body is not signed.
    expect(
      qiniuAuthorization('ak', 'sk', { method: 'GET', url: 'http://rs.qbox.me', contentType: 'application/octet-stream', body: 'x' }),
    ).toBe(qiniuAuthorization('ak', 'sk', { method: 'GET', url: 'http://rs.qbox.me', contentType: 'application/octet-stream' }));
  });
});

describe('Yunpian template values', () => {
  it('encodes #name#=value pairs as the API documents', () => {
    expect(yunpianTemplateValue({ code: '1234', company: '云片网' })).toBe('%23code%23=1234&%23company%23=%E4%BA%91%E7%89%87%E7%BD%91');
  });
});
