// Tencent Cloud (腾讯云) SMS: SendSms of API 3.0 (version 2021-01-11), signed with TC3-HMAC-SHA256 (Tencent's
// "签名方法 v3" document; the test checks its worked example).
import { createHash, createHmac } from 'node:crypto';
import type { OutboundGuard } from '../../../../core/outbound/outbound-guard.ts';
import type { SmsMessage, SmsSender } from '../sms-sender.ts';
import { baseUrl, callProvider, jsonOf, refused, required, type ProviderConfig } from './provider-call.ts';

const OFFICIAL = 'https://sms.tencentcloudapi.com';
const PROVIDER = '腾讯云';
const CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

export type Tc3Request = {
  secretId: string;
  secretKey: string;
  service: string;
  host: string;
  timestamp: number;
  contentType: string;
  payload: string;
};

/** The Authorization header of a POST to "/" signed over content-type and host. */
export function tc3Authorization(r: Tc3Request): string {
  const canonicalRequest = [
    'POST',
    '/',
    '',
    `content-type:${r.contentType}`,
    `host:${r.host}`,
    '',
    'content-type;host',
    sha256Hex(r.payload),
  ].join('\n');
  // The date is the UTC day of the timestamp, whatever the server's time zone.
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${r.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(r.timestamp), scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), 'tc3_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

/** Mainland numbers in E.164, as SendSms asks. */
const e164 = (phone: string) => (phone.startsWith('+') ? phone : `+86${phone}`);

export function tencentSender(config: ProviderConfig, guard: OutboundGuard): SmsSender {
  return {
    async send(m: SmsMessage) {
      const c = required(config, PROVIDER, {
        accessKey: 'SecretId',
        secretKey: 'SecretKey',
        appId: 'SdkAppId',
        templateId: '模板ID',
        signName: '短信签名',
      });
      const url = `${baseUrl(config, OFFICIAL)}/`;
      const payload = JSON.stringify({
        PhoneNumberSet: m.phones.map(e164),
        SmsSdkAppId: c.appId,
        SignName: c.signName,
        TemplateId: c.templateId,
        // Tencent templates number their blanks {1}, {2}...: the params' values in the order given.
        TemplateParamSet: Object.values(m.params),
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const authorization = tc3Authorization({
        secretId: c.accessKey,
        secretKey: c.secretKey,
        service: 'sms',
        host: new URL(url).host,
        timestamp,
        contentType: CONTENT_TYPE,
        payload,
      });
      const answer = await callProvider(guard, PROVIDER, url, {
        method: 'POST',
        body: payload,
        headers: {
          Authorization: authorization,
          'Content-Type': CONTENT_TYPE,
          'X-TC-Action': 'SendSms',
          'X-TC-Version': '2021-01-11',
          'X-TC-Timestamp': String(timestamp),
          'X-TC-Region': config.regionId?.trim() || 'ap-guangzhou',
        },
      });
      const response = jsonOf(answer)?.Response as
        { Error?: { Message?: string }; SendStatusSet?: { Code?: string; Message?: string }[] } | undefined;
      if (answer.status !== 200 || !response) throw refused(PROVIDER, undefined, answer);
      if (response.Error) throw refused(PROVIDER, response.Error.Message, answer);
      // The call succeeds as a whole while each number has its own status: one refused number fails the send.
      const failed = (response.SendStatusSet ?? []).find((s) => s.Code !== 'Ok');
      if (failed) throw refused(PROVIDER, failed.Message ?? failed.Code, answer);
    },
  };
}
