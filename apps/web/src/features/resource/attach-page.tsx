// /resource/attach: attachments uploaded through put-file-attach; download by id under the original name, delete
// (the stored object goes too). Buttons follow Blade's codes: attach_upload, attach_download, attach_delete.
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen, Row } from '../../components/crud/crud-types.ts';
import * as attachRoutes from '../../generated/routes/attach.ts';
import { toast } from '../../components/toast.tsx';
import { sessionStore } from '../../store/session-store.ts';
import { i18n } from '../../i18n/index.ts';
import { chooseFile, downloadAttachment, uploadAttachment } from './resource-api.ts';

const size = (v: unknown) => {
  const n = Number(v ?? 0);
  return n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
};

const screen: CrudScreen = {
  key: 'attach',
  api: attachRoutes.crud,
  partialSearch: true,
  permission: 'attach',
  // No add or edit: attachments come from uploads; delete hangs on attach_delete.
  allow: (action) => (action === 'view' ? true : action === 'delete' ? !!sessionStore.get().permission.attach_delete : false),
  columns: [
    { field: 'originalName', label: 'resource:attach.originalName', flex: 1 },
    { field: 'extension', label: 'resource:attach.extension', width: 90 },
    { field: 'attachSize', label: 'resource:attach.attachSize', width: 110, render: (row: Row) => size(row.attachSize) },
    { field: 'domain', label: 'resource:attach.domain', width: 220 },
    { field: 'createTime', label: 'resource:attach.createTime', width: 170 },
  ],
  search: [
    { name: 'originalName', label: 'resource:attach.originalName' },
    { name: 'extension', label: 'resource:attach.extension' },
  ],
  fields: [
    { name: 'originalName', label: 'resource:attach.originalName', wide: true },
    { name: 'name', label: 'resource:attach.name', wide: true },
    { name: 'link', label: 'resource:attach.link', wide: true },
    { name: 'extension', label: 'resource:attach.extension' },
    { name: 'attachSize', label: 'resource:attach.attachSize' },
  ],
  toolbarActions: [
    {
      key: 'upload',
      label: 'resource:attach.upload',
      permission: 'attach_upload',
      noSelection: true,
      run: async (_rows, ctx) => {
        const file = await chooseFile();
        if (!file) return;
        await uploadAttachment(file);
        toast.success(i18n.t('resource:attach.uploaded'));
        ctx.refresh();
      },
    },
  ],
  rowActions: [
    {
      key: 'download',
      label: 'resource:attach.download',
      permission: 'attach_download',
      run: ([row]) => downloadAttachment(row!.id, String(row!.originalName)),
    },
  ],
};

export function AttachPage() {
  return <CrudPage screen={screen} />;
}
