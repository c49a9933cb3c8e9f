// /tool/code: code-generator configurations; copy one, or generate the selected ones as a zip of modules for this
// project's stack (Prisma model and migration, contract entity, API module, screen, menu seed, test).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, KeyedOption } from '../../components/crud/crud-types.ts';
import * as codeRoutes from '../../generated/routes/code.ts';
import { toast } from '../../components/toast.tsx';
import { copyCode, generateCode, modelOptions } from './develop-api.ts';
import { textOf } from '@blade/contract/text';

const yesNo: KeyedOption[] = [
  { value: '1', label: 'crud:no' },
  { value: '2', label: 'crud:yes' },
];

export function CodePage() {
  const { t } = useTranslation(['develop', 'crud']);
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'code',
      api: codeRoutes.crud,
      permission: 'code',
      dateRange: false,
      columns: [
        { field: 'codeName', label: 'develop:code.codeName' },
        { field: 'serviceName', label: 'develop:code.serviceName' },
        { field: 'tableName', label: 'develop:code.tableName' },
        { field: 'templateType', label: 'develop:code.templateType', width: 100 },
        { field: 'codeStyle', label: 'develop:code.codeStyle', width: 100 },
      ],
      search: [
        { name: 'codeName', label: 'develop:code.codeName' },
        { name: 'tableName', label: 'develop:code.tableName' },
      ],
      fields: [
        { name: 'modelId', label: 'develop:code.model', type: 'select', required: true, loadOptions: modelOptions },
        { name: 'codeName', label: 'develop:code.codeName', required: true },
        { name: 'serviceName', label: 'develop:code.serviceName', defaultValue: 'blade-demo' },
        { name: 'tableName', label: 'develop:code.tableName' },
        { name: 'tablePrefix', label: 'develop:code.tablePrefix' },
        { name: 'packageName', label: 'develop:code.packageName' },
        { name: 'author', label: 'develop:code.author' },
        {
          name: 'templateType',
          label: 'develop:code.templateType',
          type: 'select',
          defaultValue: 'crud',
          options: [{ value: 'crud', label: 'develop:code.templateCrud' }],
        },
        {
          name: 'codeStyle',
          label: 'develop:code.codeStyle',
          type: 'select',
          defaultValue: 'saber',
          options: [{ value: 'saber', label: 'develop:code.styleSaber' }],
        },
        { name: 'baseMode', label: 'develop:code.baseMode', type: 'select', defaultValue: '2', options: yesNo },
        { name: 'wrapMode', label: 'develop:code.wrapMode', type: 'select', defaultValue: '2', options: yesNo },
      ],
      toForm: (row) => ({ ...row, baseMode: textOf(row.baseMode ?? 2), wrapMode: textOf(row.wrapMode ?? 2) }),
      rowActions: [
        {
          key: 'copy',
          label: 'develop:code.copy',
          permission: 'code_copy',
          run: async ([row], ctx) => {
            await copyCode(row!.id);
            toast.success(t('develop:code.copied'));
            ctx.refresh();
          },
        },
      ],
      toolbarActions: [
        {
          key: 'generate',
          label: 'develop:code.generate',
          permission: 'code_gen',
          run: async (rows) => {
            if (!(await confirm(t('develop:code.generateConfirm')))) return;
            await generateCode(rows.map((r) => r.id));
            toast.success(t('develop:code.generated'));
          },
        },
      ],
    }),
    [t],
  );
  return <CrudPage screen={screen} />;
}
