// /tool/model: data models (a table of a datasource), with table import and the field (prototype) editor.
import { useMemo, useState } from 'react';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudContext, CrudScreen } from '../../components/crud/crud-types.ts';
import * as modelRoutes from '../../generated/routes/model.ts';
import { datasourceOptions } from './develop-api.ts';
import { PrototypeDialog } from './prototype-dialog.tsx';
import { TableImportDialog } from './table-import-dialog.tsx';

export function ModelPage() {
  const [importing, setImporting] = useState<CrudContext | null>(null);
  const [prototypeOf, setPrototypeOf] = useState<string | null>(null);
  const screen = useMemo(
    (): CrudScreen => ({
      key: 'model',
      api: modelRoutes.crud,
      partialSearch: true,
      permission: 'model',
      columns: [
        { field: 'modelName', label: 'develop:model.modelName' },
        { field: 'modelCode', label: 'develop:model.modelCode' },
        { field: 'modelTable', label: 'develop:model.modelTable' },
        { field: 'modelClass', label: 'develop:model.modelClass' },
      ],
      search: [
        { name: 'modelName', label: 'develop:model.modelName' },
        { name: 'modelTable', label: 'develop:model.modelTable' },
      ],
      fields: [
        { name: 'datasourceId', label: 'develop:model.datasource', type: 'select', required: true, loadOptions: datasourceOptions },
        { name: 'modelName', label: 'develop:model.modelName', required: true },
        { name: 'modelCode', label: 'develop:model.modelCode', required: true },
        { name: 'modelTable', label: 'develop:model.modelTable', required: true },
        { name: 'modelClass', label: 'develop:model.modelClass', required: true },
        { name: 'modelRemark', label: 'develop:model.modelRemark', type: 'textarea', wide: true },
      ],
      toolbarActions: [
        {
          key: 'import',
          label: 'develop:model.importTable',
          permission: 'model_add',
          noSelection: true,
          run: (_rows, ctx) => setImporting(ctx),
        },
      ],
      rowActions: [
        { key: 'prototype', label: 'develop:model.prototype', permission: 'model_prototype', run: ([row]) => setPrototypeOf(row!.id) },
      ],
    }),
    [],
  );
  return (
    <>
      <CrudPage screen={screen} />
      {importing && (
        <TableImportDialog
          onClose={() => setImporting(null)}
          onDone={() => {
            importing.refresh();
            setImporting(null);
          }}
        />
      )}
      {prototypeOf && <PrototypeDialog modelId={prototypeOf} onClose={() => setPrototypeOf(null)} />}
    </>
  );
}
