// A date or date-time field of the console: MUI's pickers, Blade's text in and out. The pickers (a sizeable chunk
// of their own) load when a field is first used: until then a plain field of the same look shows the value; focusing it
// loads the picker, which takes the field's place (and the focus) once it is there; its calendar button loads it
// with the calendar open. A screen with a date search, like the translation home, opens without them.
//
// The plain field keeps the focus while the picker loads, and takes what is typed meanwhile: a day typed as
// `20261101` (or 2026/11/1, 2026-11-01) becomes 2026-11-01 when the field is left or Enter is pressed. Someone
// typing is not interrupted: the picker takes over at the next focus.
import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import { IconButton, InputAdornment, TextField, type SxProps, type Theme } from '@mui/material';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { fromTypedText, type DateKind } from './blade-date-text.ts';

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
  /** The focus starts here (a form's first field). */
  autoFocus?: boolean;
};

type PickerProps = DateInputProps & { autoFocus?: boolean; openAtStart?: boolean };

// Not React.lazy: a lazy component suspends on its first render even when its chunk is already here, and the
// fallback that replaces the plain field for that moment would take the focus with it.
let loadedPicker: ComponentType<PickerProps> | undefined;
const loadPicker = async () => (loadedPicker ??= (await import('./date-picker-field.tsx')).default);

export function DateInput(props: DateInputProps) {
  const { t } = useTranslation(['crud']);
  const input = useRef<HTMLInputElement>(null);
  // null until first used; then whether the picker opens its calendar and takes the focus.
  const [used, setUsed] = useState<{ open: boolean; focus: boolean } | null>(null);
  const [Picker, setPicker] = useState(() => loadedPicker);
  // What was typed into the plain field, not yet read as a day.
  const [typed, setTyped] = useState<string | null>(null);

  const use = (open: boolean) => {
    if (props.readOnly) return;
    void loadPicker().then((loaded) => {
      // Typing goes on in the plain field; a field already left is swapped at its next use.
      const focused = document.activeElement === input.current;
      if (!open && (!focused || input.current?.value !== props.value)) return;
      setPicker(() => loaded);
      setUsed((current) => current ?? { open, focus: open || focused });
    });
  };
  const commitTyped = () => {
    if (typed === null) return;
    setTyped(null);
    const text = fromTypedText(typed, props.kind);
    if (text || !typed.trim()) props.onChange(text);
  };

  if (used && Picker) return <Picker {...props} autoFocus={used.focus} openAtStart={used.open} />;
  // A key typed after the picker came but before it took the field's place calls the swap off (onChange below): the
  // picker would start empty, without that key.
  return (
    <TextField
      label={props.label}
      size={props.size}
      value={typed ?? props.value}
      sx={props.sx}
      required={props.required}
      error={props.error}
      helperText={props.helperText}
      name={props.name}
      autoFocus={props.autoFocus}
      data-testid={props.testId}
      inputRef={input}
      onFocus={() => use(false)}
      onChange={(e) => {
        setTyped(e.target.value);
        setUsed(null);
      }}
      onBlur={commitTyped}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commitTyped();
      }}
      slotProps={{
        htmlInput: {
          readOnly: props.readOnly,
          inputMode: 'numeric',
          placeholder: props.kind === 'date' ? 'YYYY-MM-DD' : undefined,
          'aria-required': props.required,
        },
        inputLabel: { shrink: props.value || typed ? true : undefined },
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
}
