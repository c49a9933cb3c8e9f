// SMS: configurations (CRUD, masked secrets, enable), send-message and send-validate through the configuration's provider.
import { SMS_CATEGORY, smsEntity, smsRoutes } from '@blade/contract';
import { AppError, badRequest } from '../../../core/app-error.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import { replyStatus, replySuccess } from '../../../core/envelope.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { Services } from '../../../services.ts';
import { activeConfig, assertEndpointAllowed, enableConfig, maskSecret, prepareConfig } from '../resource-config.ts';
import { fillTemplate, parseParams, parsePhones } from './phones.ts';
import { pickSender } from './sms-sender.ts';
import { checkValidation, issueValidation } from './sms-validation.ts';

const fields = recordFields(smsEntity.record);

type SmsRow = {
  category: number;
  smsCode: string;
  templateId: string | null;
  template: string | null;
  signName: string | null;
  endpoint: string | null;
  accessKey: string | null;
  secretKey: string | null;
  regionId: string | null;
  appId: string | null;
};

/** The categories Blade's dict `sms` does not name. */
const OWN_CATEGORY_NAMES: Record<number, string> = { [SMS_CATEGORY.http]: 'HTTP', [SMS_CATEGORY.log]: '日志' };

export function mountSms(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'dictLabels' | 'logs' | 'outbound'>): void {
  const service = createCrudService(
    {
      spec: smsEntity,
      model: (db) => db.sms,
      defaultOrder: [{ createTime: 'desc' }, { id: 'desc' }],
      toRecord: async (row) => ({
        // The access key is the HTTP provider's bearer token (and a cloud provider's key id): a secret like secretKey.
        ...fields(row),
        secretKey: maskSecret(row.secretKey),
        accessKey: maskSecret(row.accessKey),
        categoryName: OWN_CATEGORY_NAMES[row.category] ?? (await s.dictLabels.label('sms', row.category)),
        statusName: await s.dictLabels.label('yes_no', row.status),
      }),
      prepare: async (body, { db, existing }) => {
        await assertEndpointAllowed(s.outbound, body.endpoint, 'smsAddressRefused');
        return prepareConfig(body, db.sms, 'smsCode', existing, ['secretKey', 'accessKey']);
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, smsEntity, service);
  mount(smsRoutes.enable, ({ query }) => enableConfig(s.db, (tx) => tx.sms, query.id));

  /** Sends through the configuration of `code`, or the enabled one; nothing is sent, nor claimed sent, without one. */
  const send = async (code: string | undefined, phones: string[], values: Record<string, string>, user: AuthUser) => {
    const config = await activeConfig<SmsRow>(s.db.sms, 'smsCode', code, 'smsConfigMissing');
    // Logging only is a configuration's explicit choice.
    if (!config) throw new AppError(400, 'smsNoActiveConfig');
    const content = config.template ? fillTemplate(config.template, values) : JSON.stringify(values);
    return pickSender(config, s.logs, s.outbound).send({
      tenantId: user.tenantId,
      smsCode: config.smsCode,
      templateId: config.templateId,
      signName: config.signName,
      phones,
      params: values,
      content,
      sender: user.account ?? null,
    });
  };

  mount(smsRoutes.sendMessage, async ({ params }, { user }) => {
    // Input first: a bad phone list is refused before any configuration is looked up.
    const phones = parsePhones(params.phones);
    const outcome = await send(params.code, phones, parseParams(params.params), user);
    // `sent: false` lets a client tell "only logged" from "sent" without reading the message.
    return outcome === 'logged' ? replySuccess('smsLoggedOnly', {}, { sent: false }) : replyStatus(true);
  });

  // BladeX's SmsCode: the code goes to the phone only, never into the answer (its `value` is not serialised).
  mount(smsRoutes.sendValidate, async ({ params }, { user }) => {
    const phones = parsePhones(params.phone);
    if (phones.length !== 1) throw badRequest('badParam', { field: 'phone', reason: 'one phone number' });
    const { id, code } = await issueValidation(s.db, phones[0]!);
    const outcome = await send(undefined, phones, { code }, user);
    const answer = { id, phone: phones[0]!, success: outcome !== 'logged' };
    return outcome === 'logged' ? replySuccess('smsLoggedOnly', {}, answer) : answer;
  });

  // BladeX answers 短信校验成功 / 短信校验失败; which of id, phone or code was wrong is not said.
  mount(smsRoutes.validateMessage, async ({ params }) => {
    const valid = await checkValidation(s.db, params.id, params.phone, params.value);
    if (!valid) throw badRequest('smsValidateFailed');
    return replySuccess('smsValidated');
  });
}
