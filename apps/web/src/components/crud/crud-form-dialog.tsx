// The generic add / edit / view dialog of a CRUD screen: fields from the declaration, required messages and the
// contract's submit schema checked before the call, view mode read-only. Loaded when a list first opens it
// (crud-page.tsx): its inputs (autocomplete, switches, radio groups) are not part of a list's first screen.
import {
  Autocomplete,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Switch,
  TextField,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudFormField, CrudScreen, FormMode, FormValues, Option } from './crud-types.ts';
import { fieldNamespaces, screenNamespaces } from './screen-words.ts';
import { flattenTree, TreeCheckList } from './tree-check-list.tsx';
import { validate } from './validate.ts';
import { entitySubmitSchema } from './entity-meta.ts';
import { DateInput } from '../date/date-input.tsx';
import { defaultToSubmit, isList } from './form-values.ts';
import { textOf } from '@blade/contract/text';
import { asyncHandler } from '../../app/error-capture.ts';

/** A changed field empties the fields whose options came from its old value. */
function withDependentsEmptied(fields: CrudFormField[], values: FormValues, changed: string): FormValues {
  const next = { ...values };
  for (const f of fields) if (f.dependsOn === changed) next[f.name] = isList(f) ? [] : '';
  return next;
}

function useFieldOptions(screen: CrudScreen, field: CrudFormField, dependency: string | undefined) {
  const { t, i18n } = useTranslation(fieldNamespaces(field));
  const loader = field.loadOptions ?? (field.loadTree ? async (dep?: string) => flattenTree(await field.loadTree!(dep)) : undefined);
  // Loaded options are named in the language they were read in (dictionary entries).
  const { data } = useQuery({
    queryKey: ['crud-options', screen.key, field.optionsKey ?? field.name, dependency ?? '', i18n.resolvedLanguage],
    queryFn: () => (loader ? loader(dependency) : Promise.resolve([] as Option[])),
    enabled: !!loader && field.type !== 'tree',
    staleTime: 30_000,
  });
  if (field.options) return field.options.map((o): Option => ({ ...o, label: t(o.label) }));
  return data ?? [];
}

type TreeFieldProps = {
  screen: CrudScreen;
  field: CrudFormField;
  value: string[];
  onChange: (v: string[]) => void;
  disabled: boolean;
  dependency: string | undefined;
};

function TreeField({ screen, field, value, onChange, disabled, dependency }: TreeFieldProps) {
  const { data = [] } = useQuery({
    queryKey: ['crud-tree', screen.key, field.optionsKey ?? field.name, dependency ?? ''],
    queryFn: () => field.loadTree!(dependency),
    staleTime: 30_000,
  });
  return <TreeCheckList nodes={data} value={value} onChange={onChange} disabled={disabled} testId={`field-${field.name}`} />;
}

type FieldProps = {
  screen: CrudScreen;
  field: CrudFormField;
  value: unknown;
  error?: string;
  readOnly: boolean;
  onChange: (v: unknown) => void;
  /** The value of the field this one depends on. */
  dependency: string | undefined;
  /** Marked before any submit: an asterisk on the label and `aria-required` on the input. */
  required: boolean;
  /** The dialog's first field: the focus starts in it. */
  autoFocus: boolean;
  /** The whole form, for a field that renders itself (a notice's editor names its Word export after the title). */
  values: FormValues;
};

function FormField({ screen, field, value, error, readOnly, onChange, dependency, required, autoFocus, values }: FieldProps) {
  const { t } = useTranslation(fieldNamespaces(field));
  const options = useFieldOptions(screen, field, dependency);
  const label = t(field.label);
  const marked = required && !readOnly;
  const common = {
    label,
    fullWidth: true,
    size: 'small' as const,
    error: !!error,
    helperText: error,
    disabled: readOnly,
    name: field.name,
    required: marked,
    autoFocus,
    slotProps: { htmlInput: { 'aria-required': marked } },
  };
  if (field.render) return <>{field.render({ value, onChange, readOnly, error, label, values })}</>;
  if (field.type === 'tree') {
    return (
      <Box>
        <FormLabel error={!!error} required={marked}>
          {label}
        </FormLabel>
        <TreeField
          screen={screen}
          field={field}
          value={(value as string[]) ?? []}
          onChange={onChange}
          disabled={readOnly}
          dependency={dependency}
        />
        {error && <FormHelperText error>{error}</FormHelperText>}
      </Box>
    );
  }
  if (field.type === 'multiselect') {
    const held = (value as string[]) ?? [];
    const unlisted: Option[] = field.keepUnlisted
      ? held.filter((v) => !options.some((o) => o.value === v)).map((v) => ({ value: v, label: v }))
      : [];
    const selected = [...options.filter((o) => held.includes(o.value)), ...unlisted];
    return (
      <Autocomplete
        multiple
        size="small"
        options={[...options, ...unlisted]}
        value={selected}
        disabled={readOnly}
        disableCloseOnSelect
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        onChange={(_e, v) => onChange(v.map((o) => o.value))}
        renderOption={(props, o) => (
          <li {...props} key={o.value} style={{ paddingLeft: 16 + (o.depth ?? 0) * 16 }}>
            {o.label}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            error={!!error}
            helperText={error}
            name={field.name}
            required={marked}
            autoFocus={autoFocus}
          />
        )}
      />
    );
  }
  if (field.type === 'switch') {
    return (
      <FormControlLabel
        label={label}
        disabled={readOnly}
        control={<Switch checked={value === true} onChange={(e) => onChange(e.target.checked)} name={field.name} autoFocus={autoFocus} />}
      />
    );
  }
  if (field.type === 'datetime' || field.type === 'date') {
    return (
      <DateInput
        kind={field.type}
        label={label}
        size="small"
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        name={field.name}
        readOnly={readOnly}
        required={marked}
        autoFocus={autoFocus}
        error={!!error}
        helperText={error}
        sx={{ width: '100%' }}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <TextField
        {...common}
        select
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{ select: { SelectDisplayProps: { 'aria-required': marked } } }}
      >
        {options.map((o) => (
          <MenuItem key={o.value} value={o.value} sx={{ pl: 2 + (o.depth ?? 0) * 2 }}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      {...common}
      type={field.type === 'number' ? 'number' : field.type === 'password' ? 'password' : 'text'}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** Whether the field must be filled in this mode (checked on save by validate.ts, marked before it). */
const isRequired = (field: CrudFormField, mode: FormMode) => !!field.required || (!!field.requiredOnAdd && mode === 'add');

type Props = {
  screen: CrudScreen;
  mode: FormMode;
  initial: FormValues;
  onClose: () => void;
  onSubmit: (body: FormValues) => Promise<void>;
};

export default function CrudFormDialog({ screen, mode, initial, onClose, onSubmit }: Props) {
  const { t, i18n } = useTranslation(screenNamespaces(screen));
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const fields = screen.fields.filter((f) => !f.hideOn?.includes(mode));
  const firstEditable = mode === 'view' ? -1 : fields.findIndex((f) => !f.readOnlyOn?.includes(mode) && !f.render && f.type !== 'tree');
  const save = async () => {
    const body = screen.toSubmit ? screen.toSubmit(values, mode) : defaultToSubmit(screen, values, mode);
    setSaving(true);
    try {
      const found = validate(t, i18n.resolvedLanguage ?? 'zh', fields, mode, values, body, await entitySubmitSchema(screen.api.entity));
      setErrors(found);
      if (Object.keys(found).length) return;
      await onSubmit(body);
    } catch {
      // The fetch wrapper showed the error; the dialog stays open.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth={screen.dialogWidth ?? 'md'} fullWidth data-testid={`${screen.key}-form`}>
      <DialogTitle>{t(`crud:${mode}`)}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, pt: 1 }}>
          {fields.map((field, index) => (
            <Box
              key={field.name}
              sx={{ gridColumn: field.wide || field.type === 'textarea' || field.type === 'tree' ? '1 / -1' : undefined }}
            >
              <FormField
                screen={screen}
                field={field}
                value={values[field.name]}
                values={values}
                error={errors[field.name]}
                readOnly={mode === 'view' || !!field.readOnlyOn?.includes(mode)}
                dependency={field.dependsOn ? textOf(values[field.dependsOn]) || undefined : undefined}
                required={isRequired(field, mode)}
                autoFocus={index === firstEditable}
                onChange={(v) => {
                  setValues((prev) =>
                    prev[field.name] === v ? prev : withDependentsEmptied(screen.fields, { ...prev, [field.name]: v }, field.name),
                  );
                  setErrors(({ [field.name]: _gone, ...rest }) => rest);
                }}
              />
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {mode !== 'view' &&
          screen.formActions?.map((action) => (
            <Button key={action.key} data-testid={`form-${action.key}`} onClick={() => void action.run(values).catch(() => {})}>
              {t(action.label)}
            </Button>
          ))}
        <Button onClick={onClose}>{t(mode === 'view' ? 'common:close' : 'common:cancel')}</Button>
        {mode !== 'view' && (
          <Button variant="contained" onClick={asyncHandler(save)} disabled={saving}>
            {t('crud:save')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
