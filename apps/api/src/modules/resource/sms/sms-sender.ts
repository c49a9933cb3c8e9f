// SMS providers behind one interface. The log provider (the default) records the message in the usual log; the
// HTTP provider posts it as JSON to an endpoint of your own. A cloud provider (Aliyun, Tencent, ...) implements
// SmsSender and is picked by its category in pickSender.
import { SMS_HTTP_CATEGORY } from '@blade/contract';
import { AppError } from '../../../core/app-error.ts';
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

/** POSTs {phones, templateId, signName, params, content} to the endpoint; the access key travels as a bearer token. */
export function httpSender(endpoint: string, accessKey: string | null): SmsSender {
  return {
    async send(m) {
      let status: number;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(accessKey ? { Authorization: `Bearer ${accessKey}` } : {}) },
          body: JSON.stringify({ phones: m.phones, templateId: m.templateId, signName: m.signName, params: m.params, content: m.content }),
          signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
          redirect: 'error',
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        throw new AppError(502, 'smsSendFailed', { reason: error instanceof Error ? error.message : String(error) });
      }
      if (status < 200 || status >= 300) throw new AppError(502, 'smsSendFailed', { reason: `HTTP ${status}` });
    },
  };
}

type SmsConfig = { category: number; endpoint: string | null; accessKey: string | null };

/** The provider of a configuration: HTTP for category 5 with an endpoint, else the log (cloud providers come later). */
export function pickSender(config: SmsConfig | null, logs: LogService): SmsSender {
  if (config?.category === SMS_HTTP_CATEGORY && config.endpoint) return httpSender(config.endpoint, config.accessKey);
  return logSender(logs);
}
