// /resource/sms: SMS configurations with enable, and a test send (phones checked as the server does).
import { SMS_CATEGORY } from '@blade/contract';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as smsRoutes from '../../generated/routes/sms.ts';
import { enableSms } from './resource-api.ts';
import { openSmsSend, SmsSendHost } from './sms-send-dialog.tsx';
import { enableAction, STATUS_COLUMN } from './config-actions.ts';

const CATEGORIES = Object.values(SMS_CATEGORY).map((n) => ({ value: String(n), label: `res.sms.cat${n}` }));
const DEFAULT_CATEGORY = String(SMS_CATEGORY.aliyun);

const screen: CrudScreen = {
  key: 'sms',
  api: smsRoutes.crud,
  partialSearch: true,
  permission: 'sms',
  columns: [
    { field: 'categoryName', label: 'res.category', width: 100 },
    { field: 'smsCode', label: 'res.sms.smsCode', width: 130 },
    { field: 'templateId', label: 'res.sms.templateId', width: 140 },
    { field: 'signName', label: 'res.sms.signName', width: 120 },
    { field: 'template', label: 'res.sms.template', flex: 1 },
    STATUS_COLUMN,
  ],
  search: [
    { name: 'category', label: 'res.category', type: 'select', options: CATEGORIES },
    { name: 'smsCode', label: 'res.sms.smsCode' },
  ],
  fields: [
    { name: 'category', label: 'res.category', type: 'select', options: CATEGORIES, required: true, defaultValue: DEFAULT_CATEGORY },
    { name: 'smsCode', label: 'res.sms.smsCode', required: true },
    { name: 'templateId', label: 'res.sms.templateId' },
    { name: 'signName', label: 'res.sms.signName' },
    { name: 'template', label: 'res.sms.template', type: 'textarea' },
    { name: 'endpoint', label: 'res.sms.endpoint', wide: true },
    { name: 'accessKey', label: 'res.accessKey' },
    { name: 'secretKey', label: 'res.secretKey' },
    { name: 'regionId', label: 'res.sms.regionId' },
    { name: 'appId', label: 'res.sms.appId' },
    { name: 'remark', label: 'res.remark', type: 'textarea' },
  ],
  rowActions: [
    enableAction(enableSms, 'sms_enable'),
    { key: 'send', label: 'res.sms.send', run: ([row]) => openSmsSend(String(row!.smsCode)) },
  ],
  toForm: (row) =>
    Object.fromEntries(Object.entries({ ...row, category: String(row.category ?? DEFAULT_CATEGORY) }).map(([k, v]) => [k, v ?? ''])),
};

export function SmsPage() {
  return (
    <>
      <CrudPage screen={screen} />
      <SmsSendHost />
    </>
  );
}
