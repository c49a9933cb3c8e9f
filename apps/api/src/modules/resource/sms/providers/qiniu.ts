// Qiniu (七牛云) SMS: POST /v1/message, authorised with a Qiniu access token ("Qiniu <AK>:<sign>", HMAC-SHA1 over the
// method, path, Host, Content-Type and, for a non-binary body, the body; Qiniu's "管理凭证" document; the test checks
// the official SDK's vectors).
import { createHmac } from 'node:crypto';
import type { OutboundGuard } from '../../../../core/outbound/outbound-guard.ts';
import type { SmsMessage, SmsSender } from '../sms-sender.ts';
import { baseUrl, callProvider, jsonOf, refused, required, type ProviderConfig } from './provider-call.ts';

const OFFICIAL = 'https://sms.qiniuapi.com';
const PROVIDER = '七牛云';

/** URL-safe Base64 that keeps its '=' padding, as Qiniu's tokens do (Node's base64url drops it). */
const urlSafeBase64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

export function qiniuAuthorization(
  accessKey: string,
  secretKey: string,
  request: { method: string; url: string; contentType?: string; body?: string },
): string {
  const url = new URL(request.url);
  let data = `${request.method.toUpperCase()} ${url.pathname}${url.search}\nHost: ${url.host}`;
  if (request.contentType) data += `\nContent-Type: ${request.contentType}`;
  data += '\n\n';
  if (request.body && request.contentType && request.contentType !== 'application/octet-stream') data += request.body;
  return `Qiniu ${accessKey}:${urlSafeBase64(createHmac('sha1', secretKey).update(data, 'utf8').digest())}`;
}

export function qiniuSender(config: ProviderConfig, guard: OutboundGuard): SmsSender {
  return {
    async send(m: SmsMessage) {
      const c = required(config, PROVIDER, { accessKey: 'AccessKey', secretKey: 'SecretKey', templateId: '模板ID' });
      const url = `${baseUrl(config, OFFICIAL)}/v1/message`;
      const body = JSON.stringify({ template_id: c.templateId, mobiles: m.phones, parameters: m.params });
      const contentType = 'application/json';
      const answer = await callProvider(guard, PROVIDER, url, {
        method: 'POST',
        body,
        headers: {
          'Content-Type': contentType,
          Authorization: qiniuAuthorization(c.accessKey, c.secretKey, { method: 'POST', url, contentType, body }),
        },
      });
      const json = jsonOf(answer);
      // 200 with a job id is accepted; a refusal is a 4xx/5xx whose JSON names it (message, else error).
      if (answer.status !== 200 || typeof json?.job_id !== 'string') throw refused(PROVIDER, json?.message ?? json?.error, answer);
    },
  };
}
