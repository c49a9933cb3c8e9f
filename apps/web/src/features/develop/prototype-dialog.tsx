// A model's fields: the saved prototypes, or those derived from its table's columns; each field's property name,
// type, comment, input (component, dictionary), search type and list / form / search / required flags, saved
// together with submit-list. The column's type and default are shown as read from the table.
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../components/page-loading.tsx';
import { toast } from '../../components/toast.tsx';
import { PROTOTYPE_COMPONENTS, PROTOTYPE_PROPERTY_TYPES, PROTOTYPE_QUERY_TYPES } from '@blade/contract';
import { fetchPrototypes, submitPrototypes, type Prototype } from './develop-api.ts';

const FLAGS = ['isList', 'isForm', 'isQuery', 'isRequired'] as const;

export function PrototypeDialog({ modelId, onClose }: { modelId: string; onClose: () => void }) {
  const { t } = useTranslation(['develop', 'common', 'crud']);
  const loaded = useQuery({ queryKey: ['develop', 'prototypes', modelId], queryFn: () => fetchPrototypes(modelId), gcTime: 0 });
  // The rows as loaded until the first edit, then as edited: derived while rendering, not copied by an effect.
  const [edited, setEdited] = useState<Prototype[] | null>(null);
  const rows = edited ?? loaded.data ?? null;
  const edit = (index: number, patch: Partial<Prototype>) =>
    setEdited((r) => (r ?? rows!).map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const save = async () => {
    await submitPrototypes(rows ?? []);
    toast.success(t('develop:proto.saved'));
    onClose();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth data-testid="model-prototype">
      <DialogTitle>{t('develop:proto.title')}</DialogTitle>
      <DialogContent>
        {rows === null ? (
          <PageLoading />
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                {(
                  [
                    'jdbcName',
                    'jdbcType',
                    'jdbcComment',
                    'propertyName',
                    'propertyType',
                    'componentType',
                    'dictCode',
                    'queryType',
                    ...FLAGS,
                  ] as const
                ).map((k) => (
                  <TableCell key={k}>{t(`develop:proto.${k}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, i) => (
                <TableRow key={row.jdbcName} data-testid={`prototype-${row.jdbcName}`}>
                  <TableCell>{row.jdbcName}</TableCell>
                  <TableCell>
                    {row.jdbcType}
                    {row.jdbcDefault ? (
                      <Typography variant="caption" component="div" color="text.secondary">
                        = {row.jdbcDefault}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.jdbcComment ?? ''}
                      onChange={(e) => edit(i, { jdbcComment: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('develop:proto.jdbcComment') } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.propertyName}
                      onChange={(e) => edit(i, { propertyName: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('develop:proto.propertyName') } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={row.propertyType ?? 'String'}
                      onChange={(e) => edit(i, { propertyType: e.target.value })}
                    >
                      {PROTOTYPE_PROPERTY_TYPES.map((type) => (
                        <MenuItem key={type} value={type}>
                          {type}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={row.componentType ?? 'input'}
                      onChange={(e) => edit(i, { componentType: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('develop:proto.componentType') } }}
                    >
                      {PROTOTYPE_COMPONENTS.map((c) => (
                        <MenuItem key={c} value={c}>
                          {t(`develop:proto.component.${c}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={row.dictCode ?? ''}
                      disabled={row.componentType !== 'select'}
                      onChange={(e) => edit(i, { dictCode: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('develop:proto.dictCode') } }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      value={row.queryType ?? 'equal'}
                      onChange={(e) => edit(i, { queryType: e.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': t('develop:proto.queryType') } }}
                    >
                      {PROTOTYPE_QUERY_TYPES.map((q) => (
                        <MenuItem key={q} value={q}>
                          {t(`develop:proto.query.${q}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                  {FLAGS.map((flag) => (
                    <TableCell key={flag} padding="checkbox">
                      <Checkbox
                        checked={row[flag] === 1}
                        onChange={(e) => edit(i, { [flag]: e.target.checked ? 1 : 0 })}
                        slotProps={{ input: { 'aria-label': t(`develop:proto.${flag}`) } }}
                      />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {rows?.length === 0 && t('develop:proto.empty')}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button variant="contained" disabled={!rows?.length} onClick={() => void save().catch(() => {})}>
          {t('crud:save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
