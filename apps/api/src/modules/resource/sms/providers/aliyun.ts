// Aliyun (阿里云) SMS: dysmsapi SendSms, an RPC-style call signed with HMAC-SHA1 over the sorted, percent-encoded
// parameters (signature version 1.0, Aliyun's "签名机制" document; the test checks its worked example).
import { createHmac, randomUUID } from 'node:crypto';
import type { OutboundGuard } from '../../../../core/outbound/outbound-guard.ts';
import type { SmsMessage, SmsSender } from '../sms-sender.ts';
import { baseUrl, callProvider, jsonOf, refused, required, type ProviderConfig } from './provider-call.ts';

const OFFICIAL = 'https://dysmsapi.aliyuncs.com';
const PROVIDER = '阿里云';

/** RFC 3986 percent-encoding as Aliyun asks: space is %20, and !'()* are encoded too. */
export const aliyunEncode = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The Signature of a request's parameters (all but Signature itself). */
export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const canonical = Object.keys(params)
    .sort()
    .map((k) => `${aliyunEncode(k)}=${aliyunEncode(params[k]!)}`)
    .join('&');
  const stringToSign = `${method}&${aliyunEncode('/')}&${aliyunEncode(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

export function aliyunSender(config: ProviderConfig, guard: OutboundGuard): SmsSender {
  return {
    async send(m: SmsMessage) {
      const c = required(config, PROVIDER, { accessKey: 'accessKey', secretKey: 'secretKey', templateId: '模板ID', signName: '短信签名' });
      const params: Record<string, string> = {
        AccessKeyId: c.accessKey,
        Action: 'SendSms',
        Format: 'JSON',
        RegionId: config.regionId?.trim() || 'cn-hangzhou',
        SignatureMethod: 'HMAC-SHA1',
        SignatureNonce: randomUUID(),
        SignatureVersion: '1.0',
        Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        Version: '2017-05-25',
        PhoneNumbers: m.phones.join(','),
        SignName: c.signName,
        TemplateCode: c.templateId,
        TemplateParam: JSON.stringify(m.params),
      };
      const signature = aliyunSignature('POST', params, c.secretKey);
      const body = [
        `Signature=${aliyunEncode(signature)}`,
        ...Object.entries(params).map(([k, v]) => `${aliyunEncode(k)}=${aliyunEncode(v)}`),
      ].join('&');
      const answer = await callProvider(guard, PROVIDER, `${baseUrl(config, OFFICIAL)}/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
      const json = jsonOf(answer);
      // Success is Code "OK"; anything else names the reason in Message (isv.BUSINESS_LIMIT_CONTROL, ...).
      if (answer.status !== 200 || json?.Code !== 'OK') throw refused(PROVIDER, json?.Message ?? json?.Code, answer);
    },
  };
}
