// /resource/sms: SMS configurations with enable, and a test send (phones checked as the server does).
import { SMS_CATEGORY } from '@blade/contract';
import { textOf } from '@blade/contract/text';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as smsRoutes from '../../generated/routes/sms.ts';
import { enableSms } from './resource-api.ts';
import { openSmsSend, SmsSendHost } from './sms-send-dialog.tsx';
import { enableAction, STATUS_COLUMN } from './config-actions.ts';

const CATEGORIES = Object.values(SMS_CATEGORY).map((n) => ({ value: String(n), label: `resource:sms.cat${n}` as const }));
const DEFAULT_CATEGORY = String(SMS_CATEGORY.aliyun);

const screen: CrudScreen = {
  key: 'sms',
  api: smsRoutes.crud,
  partialSearch: true,
  permission: 'sms',
  columns: [
    { field: 'categoryName', label: 'resource:category', width: 100 },
    { field: 'smsCode', label: 'resource:sms.smsCode', width: 130 },
    { field: 'templateId', label: 'resource:sms.templateId', width: 140 },
    { field: 'signName', label: 'resource:sms.signName', width: 120 },
    { field: 'template', label: 'resource:sms.template', flex: 1 },
    STATUS_COLUMN,
  ],
  search: [
    { name: 'category', label: 'resource:category', type: 'select', options: CATEGORIES },
    { name: 'smsCode', label: 'resource:sms.smsCode' },
  ],
  fields: [
    { name: 'category', label: 'resource:category', type: 'select', options: CATEGORIES, required: true, defaultValue: DEFAULT_CATEGORY },
    { name: 'smsCode', label: 'resource:sms.smsCode', required: true },
    { name: 'templateId', label: 'resource:sms.templateId' },
    { name: 'signName', label: 'resource:sms.signName' },
    { name: 'template', label: 'resource:sms.template', type: 'textarea' },
    { name: 'endpoint', label: 'resource:sms.endpoint', wide: true },
    { name: 'accessKey', label: 'resource:accessKey' },
    { name: 'secretKey', label: 'resource:secretKey' },
    { name: 'regionId', label: 'resource:sms.regionId' },
    { name: 'appId', label: 'resource:sms.appId' },
    { name: 'remark', label: 'resource:remark', type: 'textarea' },
  ],
  rowActions: [
    enableAction(enableSms, 'sms_enable'),
    { key: 'send', label: 'resource:sms.send', run: ([row]) => openSmsSend(String(row!.smsCode)) },
  ],
  toForm: (row) =>
    Object.fromEntries(Object.entries({ ...row, category: textOf(row.category ?? DEFAULT_CATEGORY) }).map(([k, v]) => [k, v ?? ''])),
};

export function SmsPage() {
  return (
    <>
      <CrudPage screen={screen} />
      <SmsSendHost />
    </>
  );
}
