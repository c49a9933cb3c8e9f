// /tool/code: code-generator configurations; copy one, or generate the selected ones as a zip of modules for this
// project's stack (Prisma model and migration, contract entity, API module, screen, menu seed, test).
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/translate.ts';
import { confirm } from '../../components/confirm.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as codeRoutes from '../../generated/routes/code.ts';
import { toast } from '../../components/toast.tsx';
import { copyCode, generateCode, modelOptions } from './develop-api.ts';

const yesNo = [
  { value: '1', label: 'crud.no' },
  { value: '2', label: 'crud.yes' },
];

export function CodePage() {
  const { t } = useTranslation();
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'code',
      api: codeRoutes.crud,
      permission: 'code',
      dateRange: false,
      columns: [
        { field: 'codeName', label: 'dev.code.codeName' },
        { field: 'serviceName', label: 'dev.code.serviceName' },
        { field: 'tableName', label: 'dev.code.tableName' },
        { field: 'templateType', label: 'dev.code.templateType', width: 100 },
        { field: 'codeStyle', label: 'dev.code.codeStyle', width: 100 },
      ],
      search: [
        { name: 'codeName', label: 'dev.code.codeName' },
        { name: 'tableName', label: 'dev.code.tableName' },
      ],
      fields: [
        { name: 'modelId', label: 'dev.code.model', type: 'select', required: true, loadOptions: modelOptions },
        { name: 'codeName', label: 'dev.code.codeName', required: true },
        { name: 'serviceName', label: 'dev.code.serviceName', defaultValue: 'blade-demo' },
        { name: 'tableName', label: 'dev.code.tableName' },
        { name: 'tablePrefix', label: 'dev.code.tablePrefix' },
        { name: 'packageName', label: 'dev.code.packageName' },
        { name: 'author', label: 'dev.code.author' },
        {
          name: 'templateType',
          label: 'dev.code.templateType',
          type: 'select',
          defaultValue: 'crud',
          options: [{ value: 'crud', label: 'crud' }],
        },
        {
          name: 'codeStyle',
          label: 'dev.code.codeStyle',
          type: 'select',
          defaultValue: 'saber',
          options: [{ value: 'saber', label: 'saber' }],
        },
        { name: 'baseMode', label: 'dev.code.baseMode', type: 'select', defaultValue: '2', options: yesNo },
        { name: 'wrapMode', label: 'dev.code.wrapMode', type: 'select', defaultValue: '2', options: yesNo },
      ],
      toForm: (row) => ({ ...row, baseMode: String(row.baseMode ?? 2), wrapMode: String(row.wrapMode ?? 2) }),
      rowActions: [
        {
          key: 'copy',
          label: 'dev.code.copy',
          permission: 'code_copy',
          run: async ([row], ctx) => {
            await copyCode(row!.id);
            toast.success(t('dev.code.copied'));
            ctx.refresh();
          },
        },
      ],
      toolbarActions: [
        {
          key: 'generate',
          label: 'dev.code.generate',
          permission: 'code_gen',
          run: async (rows) => {
            if (!(await confirm(t('dev.code.generateConfirm')))) return;
            await generateCode(rows.map((r) => r.id));
            toast.success(t('dev.code.generated'));
          },
        },
      ],
    }),
    [t],
  );
  return <CrudPage screen={screen} />;
}
