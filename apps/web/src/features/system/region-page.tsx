// /base/region: the lazy region tree on the left (rows of the console's grid), the chosen region's details on the right. A region is edited in
// place; 新增下级 adds a child of the chosen region, 新增 a child of the root (a province); 删除 removes a region
// without children. Codes are the parent's code plus the sub code, as Saber builds them. 导入 / 导出 / 下载模板 move
// regions through a spreadsheet: the export holds the chosen region and those below it (every region when none is).
import { Box, Button, Card, CardContent, CardHeader, Grid, MenuItem, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../components/confirm.tsx';
import { toast } from '../../components/toast.tsx';
import { useSession } from '../../store/session-store.ts';
import { exportRegions, exportRegionTemplate, fetchRegion, importRegions, removeRegion, submitRegion } from './admin-api.ts';
import { XlsxImportDialog } from './xlsx-import-dialog.tsx';
import { REGION_ROOT, RegionTree, regionChildrenKey } from './region-tree.tsx';
import type { KeyIn } from '../../i18n/resources.ts';
import { textOf } from '@blade/contract/text';

type Form = { mode: 'edit' | 'add'; parentCode: string; subCode: string; name: string; regionLevel: number; sort: string; remark: string };
type Errors = Partial<Record<'subCode' | 'name' | 'sort', KeyIn<'admin'>>>;

const LEVELS = [0, 1, 2, 3, 4, 5] as const;

function validate(form: Form): Errors {
  const errors: Errors = {};
  if (!form.subCode.trim()) errors.subCode = 'admin:region.subCodeRequired';
  else if (!/^\d{1,10}$/.test(form.subCode.trim())) errors.subCode = 'admin:region.subCodeDigits';
  if (!form.name.trim()) errors.name = 'admin:region.nameRequired';
  if (!form.sort.trim() || !Number.isInteger(Number(form.sort))) errors.sort = 'admin:region.sortRequired';
  return errors;
}

export function RegionPage() {
  const { t } = useTranslation(['admin', 'crud']);
  const queryClient = useQueryClient();
  const permission = useSession((s) => s.permission);
  const [expanded, setExpanded] = useState(() => new Set([REGION_ROOT]));
  const [selected, setSelected] = useState<string | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [importing, setImporting] = useState(false);

  const toggle = (code: string) =>
    setExpanded((cur) => {
      const next = new Set(cur);
      if (!next.delete(code)) next.add(code);
      return next;
    });
  const select = async (code: string) => {
    setSelected(code);
    const row = await fetchRegion(code);
    const parentCode = textOf(row.parentCode);
    setErrors({});
    setForm({
      mode: 'edit',
      parentCode,
      subCode: code.startsWith(parentCode) ? code.slice(parentCode.length) : code,
      name: textOf(row.name),
      regionLevel: Number(row.regionLevel ?? 0),
      sort: textOf(row.sort ?? 1),
      remark: textOf(row.remark),
    });
  };
  const startAdd = async (parentCode: string) => {
    const parent = await fetchRegion(parentCode);
    setErrors({});
    setForm({ mode: 'add', parentCode, subCode: '', name: '', regionLevel: Number(parent.regionLevel ?? 0) + 1, sort: '1', remark: '' });
  };
  const addChild = () => {
    if (!selected) {
      toast.warning(t('admin:region.selectFirst'));
      return;
    }
    void startAdd(selected).catch(() => {});
  };
  const refreshTree = () => queryClient.invalidateQueries({ queryKey: regionChildrenKey() });
  const save = async () => {
    if (!form) return;
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length) return;
    const code = form.parentCode + form.subCode.trim();
    await submitRegion({ code, parentCode: form.parentCode, name: form.name.trim(), sort: Number(form.sort), remark: form.remark.trim() });
    toast.success(t(form.mode === 'add' ? 'crud:added' : 'crud:updated'));
    await refreshTree();
    if (form.mode === 'add') setExpanded((cur) => new Set(cur).add(form.parentCode));
    await select(code);
  };
  const remove = async () => {
    if (!selected) {
      toast.warning(t('admin:region.selectFirst'));
      return;
    }
    if (!(await confirm(t('crud:confirmDelete')))) return;
    await removeRegion(selected);
    toast.success(t('crud:deleted'));
    setSelected(null);
    setForm(null);
    await refreshTree();
  };

  const exportChosen = async () => {
    if (await confirm(selected ? t('admin:region.confirmExport', { code: selected }) : t('admin:region.confirmExportAll')))
      await exportRegions(selected);
  };

  const field = (name: 'subCode' | 'name' | 'sort' | 'remark', extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`admin:region.${name}`)}
      value={form?.[name] ?? ''}
      fullWidth
      size="small"
      error={!!errors[name as keyof Errors]}
      helperText={errors[name as keyof Errors] ? t(errors[name as keyof Errors]!) : undefined}
      onChange={(e) => setForm((f) => (f ? { ...f, [name]: e.target.value } : f))}
      {...extra}
    />
  );
  const readOnly = { slotProps: { input: { readOnly: true } } };

  return (
    <Grid container spacing={2} data-testid="region-page">
      <Grid size={{ xs: 12, md: 5 }}>
        <Card>
          <CardHeader title={t('admin:region.tree')} slotProps={{ title: { variant: 'subtitle1' } }} />
          <CardContent>
            <RegionTree
              expanded={expanded}
              selected={selected}
              onToggle={toggle}
              onSelect={(code) => void select(code).catch(() => {})}
              onAddChild={
                permission.region_add
                  ? (code) => {
                      setSelected(code);
                      void startAdd(code).catch(() => {});
                    }
                  : undefined
              }
            />
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card data-testid="region-form">
          <CardHeader title={t('admin:region.detail')} slotProps={{ title: { variant: 'subtitle1' } }} />
          <CardContent>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
              {permission.region_add && (
                <Button variant="contained" onClick={addChild}>
                  {t('admin:region.addChild')}
                </Button>
              )}
              {permission.region_add && (
                <Button variant="outlined" onClick={() => void startAdd(REGION_ROOT).catch(() => {})}>
                  {t('admin:region.addTop')}
                </Button>
              )}
              {permission.region_delete && (
                <Button variant="outlined" color="error" onClick={() => void remove().catch(() => {})}>
                  {t('crud:delete')}
                </Button>
              )}
              {permission.region_import && (
                <Button variant="outlined" onClick={() => setImporting(true)}>
                  {t('admin:region.import')}
                </Button>
              )}
              {permission.region_export && (
                <Button variant="outlined" onClick={() => void exportChosen().catch(() => {})}>
                  {t('admin:region.export')}
                </Button>
              )}
              {(permission.region_import || permission.region_export) && (
                <Button variant="outlined" onClick={() => void exportRegionTemplate().catch(() => {})}>
                  {t('admin:region.template')}
                </Button>
              )}
            </Stack>
            {form ? (
              <Box
                component="form"
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void save().catch(() => {});
                }}
              >
                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextField label={t('admin:region.parentCode')} value={form.parentCode} fullWidth size="small" {...readOnly} />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>{field('subCode', form.mode === 'edit' ? readOnly : { required: true })}</Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextField
                      label={t('admin:region.code')}
                      value={form.parentCode + form.subCode.trim()}
                      fullWidth
                      size="small"
                      {...readOnly}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>{field('name', { required: true })}</Grid>
                  <Grid size={{ xs: 12, md: 6 }}>
                    <TextField select label={t('admin:region.regionLevel')} value={form.regionLevel} fullWidth size="small" disabled>
                      {LEVELS.map((l) => (
                        <MenuItem key={l} value={l}>
                          {t(`admin:region.level${l}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  <Grid size={{ xs: 12, md: 6 }}>{field('sort', { type: 'number', required: true })}</Grid>
                  <Grid size={12}>{field('remark', { multiline: true, minRows: 2 })}</Grid>
                </Grid>
                <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
                  <Button type="submit" variant="contained">
                    {t('crud:save')}
                  </Button>
                </Stack>
              </Box>
            ) : (
              <Box sx={{ color: 'text.secondary' }}>{t('admin:region.selectFirst')}</Box>
            )}
          </CardContent>
        </Card>
      </Grid>
      {importing && (
        <XlsxImportDialog
          title="admin:region.importTitle"
          testId="region-import"
          upload={importRegions}
          downloadTemplate={exportRegionTemplate}
          onClose={() => setImporting(false)}
          onImported={() => void refreshTree()}
        />
      )}
    </Grid>
  );
}
