// SMS providers behind one interface. The log provider (the default) records the message in the usual log; the
// HTTP provider posts it as JSON to an endpoint of your own. A cloud provider (Aliyun, Tencent, ...) implements
// SmsSender and is picked by its category in pickSender.
import { SMS_HTTP_CATEGORY } from '@blade/contract';
import { sendHttp } from '../../../core/outbound/http-call.ts';
import type { OutboundGuard } from '../../../core/outbound/outbound-guard.ts';
import type { LogService } from '../../log/log.service.ts';

export type SmsMessage = {
  tenantId: string;
  smsCode: string | null;
  templateId: string | null;
  signName: string | null;
  phones: string[];
  params: Record<string, string>;
  /** The template filled with the params (the params as JSON when there is no template). */
  content: string;
  sender: string | null;
};

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

export function logSender(logs: LogService): SmsSender {
  return {
    async send(m) {
      logs.usual({ tenantId: m.tenantId, logId: 'sms', createBy: m.sender, logData: JSON.stringify({ smsCode: m.smsCode, templateId: m.templateId, signName: m.signName, phones: m.phones, params: m.params, content: m.content }) });
    },
  };
}

export const HTTP_TIMEOUT_MS = 10_000;

/**
 * POSTs {phones, templateId, signName, params, content} to the endpoint through the outbound guard; the access key
 * travels as a bearer token. Any failure (refused address, no answer, a non-2xx or redirect answer) is the generic one.
 */
export function httpSender(endpoint: string, accessKey: string | null, guard: OutboundGuard): SmsSender {
  return {
    async send(m) {
      let status: number;
      try {
        status = await sendHttp(guard, endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(accessKey ? { Authorization: `Bearer ${accessKey}` } : {}) },
          body: JSON.stringify({ phones: m.phones, templateId: m.templateId, signName: m.signName, params: m.params, content: m.content }),
          timeoutMs: HTTP_TIMEOUT_MS,
        });
      } catch (error) {
        throw guard.failure('SMS gateway', error);
      }
      if (status < 200 || status >= 300) throw guard.failure('SMS gateway', new Error(`HTTP ${status} from ${endpoint}`));
    },
  };
}

type SmsConfig = { category: number; endpoint: string | null; accessKey: string | null };

/** The provider of a configuration: HTTP for category 5 with an endpoint, else the log (cloud providers come later). */
export function pickSender(config: SmsConfig | null, logs: LogService, guard: OutboundGuard): SmsSender {
  if (config?.category === SMS_HTTP_CATEGORY && config.endpoint) return httpSender(config.endpoint, config.accessKey, guard);
  return logSender(logs);
}
