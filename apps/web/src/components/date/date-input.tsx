// A date or date-time field of the console: MUI's pickers, Blade's text in and out. The pickers (a sizeable chunk
// of their own) load when a field is first used: until then a plain field of the same look shows the value; focusing it
// swaps in the picker with the focus on its first part, its calendar button swaps it in with the calendar open. A
// screen with a date search, like the translation home, opens without them.
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DateKind } from './blade-date-text.ts';

export type DateInputProps = {
  kind: DateKind;
  /** Blade's text: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`; '' when empty. */
  value: string;
  /** Blade's text of a complete value, '' when cleared or not complete yet. */
  onChange: (text: string) => void;
  label: string;
  size?: 'small' | 'medium';
  required?: boolean;
  readOnly?: boolean;
  error?: boolean;
  helperText?: string;
  sx?: SxProps<Theme>;
  name?: string;
  testId?: string;
};

const DatePickerField = lazy(() => import('./date-picker-field.tsx'));

export function DateInput(props: DateInputProps) {
  const { t } = useTranslation(['crud']);
  // null until first used; then whether the picker opens its calendar at once.
  const [used, setUsed] = useState<{ open: boolean } | null>(null);
  const use = (open: boolean) => !props.readOnly && setUsed((current) => current ?? { open });
  const plain = (
    <TextField
      label={props.label}
      size={props.size}
      value={props.value}
      sx={props.sx}
      required={props.required}
      error={props.error}
      helperText={props.helperText}
      name={props.name}
      data-testid={props.testId}
      onFocus={() => use(false)}
      slotProps={{
        htmlInput: { readOnly: true },
        inputLabel: { shrink: props.value ? true : undefined },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton edge="end" size="small" aria-label={t('crud:chooseDate')} disabled={props.readOnly} onClick={() => use(true)}>
                <CalendarIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
  if (!used) return plain;
  return (
    <Suspense fallback={plain}>
      <DatePickerField {...props} autoFocus openAtStart={used.open} />
    </Suspense>
  );
}
