// A date or date-time field of the console: MUI's pickers (loaded when first shown), Blade's text in and out.
import { TextField, type SxProps, type Theme } from '@mui/material';
import { lazy, Suspense } from 'react';
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
  // Until the pickers arrive: a field of the same size showing the value.
  const waiting = <TextField label={props.label} size={props.size} value={props.value} sx={props.sx} disabled slotProps={{ inputLabel: { shrink: true } }} />;
  return <Suspense fallback={waiting}><DatePickerField {...props} /></Suspense>;
}
