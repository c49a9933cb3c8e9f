// /translation/file: uploaded files (not the page images), newest first, with upload, download and delete by
// the menu's button codes. Downloads go through the session's fetch (the file route needs the token). The page and
// the name searched for are kept in the address, as on every list.
import { Button, Card, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../components/crud/list-state.ts';
import { OneFieldSearch } from '../../../components/crud/one-field-search.tsx';
import { useListState } from '../../../components/crud/use-list-state.ts';
import { ConsoleGrid, type ListColumn, type RowAction } from '../../../components/data-grid/console-grid.tsx';
import { confirm } from '../../../components/confirm.tsx';
import { toast } from '../../../components/toast.tsx';
import { useSession } from '../../../store/session-store.ts';
import { downloadFile, fetchFiles, removeFiles, uploadFile, type FileRecord } from '../api.ts';

const KEY = ['translate-files'];
const SHAPE = { sortable: [], searchable: ['name'] };
const kb = (size: number) =>
  size < 1024 ? `${size} B` : size < 1024 * 1024 ? `${(size / 1024).toFixed(1)} KB` : `${(size / 1024 / 1024).toFixed(1)} MB`;

const rowIdOf = (row: FileRecord) => row.id;

export function FilePage() {
  const { t } = useTranslation(['translate', 'crud']);
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [list, setList] = useListState(true, SHAPE);
  const name = list.search.name ?? '';
  const { data, isFetching } = useQuery({
    queryKey: [...KEY, list.page, list.pageSize, name],
    queryFn: () => fetchFiles(list.page + 1, list.pageSize, name),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: KEY });

  const upload = async (file: File | undefined) => {
    if (!file) return;
    await uploadFile(file);
    toast.success(t('translate:file.uploaded'));
    refresh();
  };
  const remove = async (id: string) => {
    if (!(await confirm(t('crud:confirmDelete')))) return;
    await removeFiles([id]);
    toast.success(t('crud:deleted'));
    refresh();
  };

  const rowActions = (row: FileRecord): RowAction[] => [
    ...(permission.translate_file_download
      ? [
          {
            key: 'download',
            label: t('translate:file.download'),
            onClick: () => void downloadFile(row.id, row.originalName).catch(() => {}),
          },
        ]
      : []),
    ...(permission.translate_file_delete
      ? [{ key: 'delete', label: t('crud:delete'), onClick: () => void remove(row.id).catch(() => {}) }]
      : []),
  ];
  const columns: ListColumn<FileRecord>[] = [
    { field: 'originalName', header: t('translate:file.name'), flex: 2 },
    { field: 'extension', header: t('translate:file.type'), width: 90 },
    { field: 'size', header: t('translate:file.size'), width: 110, render: (row) => kb(row.size) },
    { field: 'createTime', header: t('translate:file.time'), width: 180 },
  ];

  return (
    <Card data-testid="translate-file-page">
      <CardContent>
        <OneFieldSearch
          label={t('translate:file.search')}
          searched={name}
          onSearch={(text) => setList({ page: 0, search: text ? { name: text } : {} })}
        >
          {permission.translate_file_upload && (
            <Button variant="outlined" component="label">
              {t('translate:file.upload')}
              <input
                hidden
                type="file"
                data-testid="file-upload"
                onChange={(e) => {
                  const f = e.target.files?.[0];
                  e.target.value = '';
                  void upload(f).catch(() => {});
                }}
              />
            </Button>
          )}
        </OneFieldSearch>
        <ConsoleGrid
          stateKey="translate-file"
          rows={data?.records ?? []}
          columns={columns}
          rowId={rowIdOf}
          loading={isFetching}
          paging={{ page: list.page, pageSize: list.pageSize, pageSizes: PAGE_SIZES, total: data?.total ?? 0, onChange: setList }}
          actions={{ header: t('crud:actions'), of: rowActions }}
          onRefresh={refresh}
        />
      </CardContent>
    </Card>
  );
}
