// /resource/oss: object storage configurations with enable (one active per tenant); the secret key is answered
// masked and sent back unchanged keeps the stored one.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as ossRoutes from '../../generated/routes/oss.ts';
import { enableOss } from './resource-api.ts';
import { enableAction, STATUS_COLUMN } from './config-actions.ts';
import { textOf } from '@blade/contract/text';

const CATEGORIES = ([1, 2, 3, 4] as const).map((n) => ({ value: String(n), label: `resource:oss.cat${n}` as const }));

const screen: CrudScreen = {
  key: 'oss',
  api: ossRoutes.crud,
  partialSearch: true,
  permission: 'oss',
  columns: [
    { field: 'categoryName', label: 'resource:category', width: 100 },
    { field: 'ossCode', label: 'resource:oss.ossCode', width: 130 },
    { field: 'endpoint', label: 'resource:oss.endpoint', flex: 1 },
    { field: 'bucketName', label: 'resource:oss.bucketName', width: 140 },
    { field: 'accessKey', label: 'resource:accessKey', width: 140 },
    STATUS_COLUMN,
  ],
  search: [
    { name: 'category', label: 'resource:category', type: 'select', options: CATEGORIES },
    { name: 'ossCode', label: 'resource:oss.ossCode' },
  ],
  fields: [
    { name: 'category', label: 'resource:category', type: 'select', options: CATEGORIES, required: true, defaultValue: '1' },
    { name: 'ossCode', label: 'resource:oss.ossCode', required: true },
    { name: 'endpoint', label: 'resource:oss.endpoint', required: true, wide: true },
    { name: 'accessKey', label: 'resource:accessKey', required: true },
    { name: 'secretKey', label: 'resource:secretKey', required: true },
    { name: 'bucketName', label: 'resource:oss.bucketName', required: true },
    { name: 'region', label: 'resource:oss.region' },
    { name: 'appId', label: 'resource:oss.appId' },
    { name: 'remark', label: 'resource:remark', type: 'textarea' },
  ],
  rowActions: [enableAction(enableOss, 'oss_enable')],
  toForm: (row) => ({
    ...row,
    category: textOf(row.category ?? '1'),
    region: row.region ?? '',
    appId: row.appId ?? '',
    remark: row.remark ?? '',
  }),
};

export function OssPage() {
  return <CrudPage screen={screen} />;
}
