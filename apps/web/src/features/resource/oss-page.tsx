// /resource/oss: object storage configurations with enable (one active per tenant); the secret key is answered
// masked and sent back unchanged keeps the stored one.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as ossRoutes from '../../generated/routes/oss.ts';
import { enableOss } from './resource-api.ts';
import { enableAction, STATUS_COLUMN } from './config-actions.ts';

const CATEGORIES = [1, 2, 3, 4].map((n) => ({ value: String(n), label: `res.oss.cat${n}` }));

const screen: CrudScreen = {
  key: 'oss',
  api: ossRoutes.crud,
  partialSearch: true,
  permission: 'oss',
  columns: [
    { field: 'categoryName', label: 'res.category', width: 100 },
    { field: 'ossCode', label: 'res.oss.ossCode', width: 130 },
    { field: 'endpoint', label: 'res.oss.endpoint', flex: 1 },
    { field: 'bucketName', label: 'res.oss.bucketName', width: 140 },
    { field: 'accessKey', label: 'res.accessKey', width: 140 },
    STATUS_COLUMN,
  ],
  search: [
    { name: 'category', label: 'res.category', type: 'select', options: CATEGORIES },
    { name: 'ossCode', label: 'res.oss.ossCode' },
  ],
  fields: [
    { name: 'category', label: 'res.category', type: 'select', options: CATEGORIES, required: true, defaultValue: '1' },
    { name: 'ossCode', label: 'res.oss.ossCode', required: true },
    { name: 'endpoint', label: 'res.oss.endpoint', required: true, wide: true },
    { name: 'accessKey', label: 'res.accessKey', required: true },
    { name: 'secretKey', label: 'res.secretKey', required: true },
    { name: 'bucketName', label: 'res.oss.bucketName', required: true },
    { name: 'region', label: 'res.oss.region' },
    { name: 'appId', label: 'res.oss.appId' },
    { name: 'remark', label: 'res.remark', type: 'textarea' },
  ],
  rowActions: [enableAction(enableOss, 'oss_enable')],
  toForm: (row) => ({
    ...row,
    category: String(row.category ?? '1'),
    region: row.region ?? '',
    appId: row.appId ?? '',
    remark: row.remark ?? '',
  }),
};

export function OssPage() {
  return <CrudPage screen={screen} />;
}
