// MUI's date and date-time pickers in the console's language, holding Blade's text (`yyyy-MM-dd`,
// `yyyy-MM-dd HH:mm:ss`). Loaded when a field is first used (date-input.tsx): the pickers are not part of the first
// screen.
import 'dayjs/locale/zh-cn';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLADE_FORMAT, fromBladeText, toBladeText } from './blade-date-text.ts';
import type { DateInputProps } from './date-input.tsx';

type Props = DateInputProps & { autoFocus?: boolean; openAtStart?: boolean };

export default function DatePickerField({
  kind,
  value,
  onChange,
  label,
  size,
  required,
  readOnly,
  error,
  helperText,
  sx,
  testId,
  name,
  autoFocus,
  openAtStart,
}: Props) {
  const { i18n } = useTranslation();
  const [open, setOpen] = useState(!!openAtStart);
  const opening = { open, onOpen: () => setOpen(true), onClose: () => setOpen(false) };
  const english = i18n.resolvedLanguage === 'en';
  // The picker's own value: a half-typed date is not a Blade text yet (the parent holds ''), and must not be
  // replaced by it while the user types. A different text from the parent (a reset, a loaded record) is followed.
  // Compared with the last text sent or received, not the picker's own rendering of it: a stored text in another
  // shape (no seconds) would otherwise differ on every render and reset the picker each time.
  const [local, setLocal] = useState<Dayjs | null>(() => fromBladeText(value, kind));
  const [known, setKnown] = useState(value ?? '');
  if ((value ?? '') !== known) {
    setKnown(value ?? '');
    setLocal(fromBladeText(value, kind));
  }
  const change = (next: Dayjs | null) => {
    const text = toBladeText(next, kind);
    setLocal(next);
    setKnown(text);
    onChange(text);
  };
  const slotProps = { textField: { size, required, error, helperText, sx, name, 'data-testid': testId }, field: { clearable: !readOnly } };
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={english ? 'en' : 'zh-cn'}
      localeText={(english ? enUS : zhCN).components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {kind === 'date' ? (
        <DatePicker
          {...opening}
          autoFocus={autoFocus}
          label={label}
          value={local}
          onChange={change}
          format={BLADE_FORMAT.date}
          readOnly={readOnly}
          slotProps={slotProps}
        />
      ) : (
        <DateTimePicker
          {...opening}
          autoFocus={autoFocus}
          label={label}
          value={local}
          onChange={change}
          format={BLADE_FORMAT.datetime}
          readOnly={readOnly}
          ampm={false}
          views={['year', 'month', 'day', 'hours', 'minutes', 'seconds']}
          slotProps={slotProps}
        />
      )}
    </LocalizationProvider>
  );
}
