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
        { field: 'modelName', label: 'dev.model.modelName' },
        { field: 'modelCode', label: 'dev.model.modelCode' },
        { field: 'modelTable', label: 'dev.model.modelTable' },
        { field: 'modelClass', label: 'dev.model.modelClass' },
      ],
      search: [
        { name: 'modelName', label: 'dev.model.modelName' },
        { name: 'modelTable', label: 'dev.model.modelTable' },
      ],
      fields: [
        { name: 'datasourceId', label: 'dev.model.datasource', type: 'select', required: true, loadOptions: datasourceOptions },
        { name: 'modelName', label: 'dev.model.modelName', required: true },
        { name: 'modelCode', label: 'dev.model.modelCode', required: true },
        { name: 'modelTable', label: 'dev.model.modelTable', required: true },
        { name: 'modelClass', label: 'dev.model.modelClass', required: true },
        { name: 'modelRemark', label: 'dev.model.modelRemark', type: 'textarea', wide: true },
      ],
      toolbarActions: [
        {
          key: 'import',
          label: 'dev.model.importTable',
          permission: 'model_add',
          noSelection: true,
          run: (_rows, ctx) => setImporting(ctx),
        },
      ],
      rowActions: [
        { key: 'prototype', label: 'dev.model.prototype', permission: 'model_prototype', run: ([row]) => setPrototypeOf(row!.id) },
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
