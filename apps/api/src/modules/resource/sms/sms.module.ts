// SMS: configurations (CRUD, masked secrets, enable) and send-message through the configuration's provider.
import { SMS_CATEGORY, smsEntity, smsRoutes } from '@blade/contract';
import { AppError } from '../../../core/app-error.ts';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import { replyStatus, replySuccess } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';
import { activeConfig, assertEndpointAllowed, enableConfig, maskSecret, prepareConfig } from '../resource-config.ts';
import { fillTemplate, parseParams, parsePhones } from './phones.ts';
import { pickSender } from './sms-sender.ts';

const fields = recordFields(smsEntity.record);

type SmsRow = {
  category: number; smsCode: string; templateId: string | null; template: string | null; signName: string | null;
  endpoint: string | null; accessKey: string | null; secretKey: string | null; regionId: string | null; appId: string | null;
};

/** The categories Blade's dict `sms` does not name. */
const OWN_CATEGORY_NAMES: Record<number, string> = { [SMS_CATEGORY.http]: 'HTTP', [SMS_CATEGORY.log]: '日志' };

export function mountSms(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'dictLabels' | 'logs' | 'outbound'>): void {
  const service = createCrudService({
    spec: smsEntity,
    model: (db) => db.sms,
    defaultOrder: [{ createTime: 'desc' }, { id: 'desc' }],
    toRecord: async (row) => ({
      // The access key is the HTTP provider's bearer token (and a cloud provider's key id): a secret like secretKey.
      ...fields(row), secretKey: maskSecret(row.secretKey), accessKey: maskSecret(row.accessKey),
      categoryName: OWN_CATEGORY_NAMES[row.category] ?? await s.dictLabels.label('sms', row.category), statusName: await s.dictLabels.label('yes_no', row.status),
    }),
    prepare: async (body, { db, existing }) => {
      await assertEndpointAllowed(s.outbound, body.endpoint, 'smsAddressRefused');
      return prepareConfig(body, db.sms, 'smsCode', existing, ['secretKey', 'accessKey']);
    },
  }, s.crudDeps);
  mountCrud(mount, smsEntity, service);
  mount(smsRoutes.enable, ({ query }) => enableConfig(s.db, (tx) => tx.sms, query.id));

  mount(smsRoutes.sendMessage, async ({ params }, { user }) => {
    // Input first: a bad phone list is refused before any configuration is looked up.
    const phones = parsePhones(params.phones);
    const values = parseParams(params.params);
    const config = await activeConfig<SmsRow>(s.db.sms, 'smsCode', params.code, 'smsConfigMissing');
    // Nothing is sent, nor claimed sent, without a configuration: logging only is a configuration's explicit choice.
    if (!config) throw new AppError(400, 'smsNoActiveConfig');
    const content = config.template ? fillTemplate(config.template, values) : JSON.stringify(values);
    const outcome = await pickSender(config, s.logs, s.outbound).send({
      tenantId: user.tenantId, smsCode: config.smsCode, templateId: config.templateId, signName: config.signName,
      phones, params: values, content, sender: user.account ?? null,
    });
    // `sent: false` lets a client tell "only logged" from "sent" without reading the message.
    return outcome === 'logged' ? replySuccess('smsLoggedOnly', {}, { sent: false }) : replyStatus(true);
  });
}
