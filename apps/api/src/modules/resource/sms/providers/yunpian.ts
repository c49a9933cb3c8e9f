// Yunpian (云片) SMS: tpl_batch_send of API v2. Yunpian signs nothing: the account's API key travels in the form
// body (over HTTPS), and the template's blanks (#name#) are filled from tpl_value.
import type { OutboundGuard } from '../../../../core/outbound/outbound-guard.ts';
import type { SmsMessage, SmsSender } from '../sms-sender.ts';
import { baseUrl, callProvider, jsonOf, refused, required, type ProviderConfig } from './provider-call.ts';

const OFFICIAL = 'https://sms.yunpian.com';
const PROVIDER = '云片';

/** tpl_value: "#name#=value" pairs, each part URL-encoded, as Yunpian documents it. */
export const yunpianTemplateValue = (params: Record<string, string>) =>
  Object.entries(params)
    .map(([k, v]) => `${encodeURIComponent(`#${k}#`)}=${encodeURIComponent(v)}`)
    .join('&');

export function yunpianSender(config: ProviderConfig, guard: OutboundGuard): SmsSender {
  return {
    async send(m: SmsMessage) {
      const c = required(config, PROVIDER, { accessKey: 'APIKEY', templateId: '模板ID' });
      const body = new URLSearchParams({
        apikey: c.accessKey,
        mobile: m.phones.join(','),
        tpl_id: c.templateId,
        tpl_value: yunpianTemplateValue(m.params),
      }).toString();
      const answer = await callProvider(guard, PROVIDER, `${baseUrl(config, OFFICIAL)}/v2/sms/tpl_batch_send.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json;charset=utf-8' },
        body,
      });
      const json = jsonOf(answer) as { msg?: string; detail?: string; data?: { code?: number; msg?: string }[] } | undefined;
      // A refused call is HTTP 400 with {code, msg, detail}; an accepted batch has one result per number.
      if (answer.status !== 200 || !json) throw refused(PROVIDER, json?.detail ?? json?.msg, answer);
      const failed = (json.data ?? []).find((d) => d.code !== 0);
      if (failed) throw refused(PROVIDER, failed.msg, answer);
    },
  };
}
