// SMS providers behind one interface, picked by the configuration's category: the four cloud providers of Blade's
// dict (providers/), the HTTP provider (posts the message as JSON to an endpoint of your own) and the log provider,
// an explicit choice for trying the console out, which only records the message in the usual log and says so.
import { SMS_CATEGORY } from '@blade/contract';
import { sendHttp } from '../../../core/outbound/http-call.ts';
import type { OutboundGuard } from '../../../core/outbound/outbound-guard.ts';
import { AppError } from '../../../core/app-error.ts';
import type { LogService } from '../../log/log.service.ts';
import { aliyunSender } from './providers/aliyun.ts';
import type { ProviderConfig } from './providers/provider-call.ts';
import { qiniuSender } from './providers/qiniu.ts';
import { tencentSender } from './providers/tencent.ts';
import { yunpianSender } from './providers/yunpian.ts';

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

/** 'sent': the provider accepted the message; 'logged': it was only written to the log. Failures throw. */
export type SmsOutcome = 'sent' | 'logged';

export interface SmsSender {
  send(message: SmsMessage): Promise<SmsOutcome | void>;
}

export function logSender(logs: LogService): SmsSender {
  return {
    async send(m) {
      logs.usual({
        tenantId: m.tenantId,
        logId: 'sms',
        createBy: m.sender,
        logData: JSON.stringify({
          smsCode: m.smsCode,
          templateId: m.templateId,
          signName: m.signName,
          phones: m.phones,
          params: m.params,
          content: m.content,
        }),
      });
      return 'logged';
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

type SmsConfig = ProviderConfig & { category: number };

/** The provider of a configuration (the submit rules keep category and fields consistent). */
export function pickSender(config: SmsConfig, logs: LogService, guard: OutboundGuard): SmsSender {
  switch (config.category) {
    case SMS_CATEGORY.yunpian:
      return yunpianSender(config, guard);
    case SMS_CATEGORY.qiniu:
      return qiniuSender(config, guard);
    case SMS_CATEGORY.aliyun:
      return aliyunSender(config, guard);
    case SMS_CATEGORY.tencent:
      return tencentSender(config, guard);
    case SMS_CATEGORY.http:
      if (!config.endpoint) throw new AppError(400, 'smsProviderIncomplete', { provider: 'HTTP', fields: 'endpoint' });
      return httpSender(config.endpoint, config.accessKey, guard);
    case SMS_CATEGORY.log:
      return logSender(logs);
    // The submit rules admit no other category.
    default:
      throw new Error(`unknown SMS category ${config.category}`);
  }
}
