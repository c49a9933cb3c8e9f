// The fields a BPMN start event or user task declares (contract FormFieldDto), as the inputs their types ask for,
// and what is sent for them. The server reads each value as its type again and asks for the required ones.
import { FormControlLabel, MenuItem, Stack, Switch, TextField } from '@mui/material';
import type { FormFieldDto } from '@blade/contract';
import { DateInput } from '../../../components/date/date-input.tsx';

export type FormValues = Record<string, string | boolean>;

/** The first required field left empty, or undefined. */
export const firstMissing = (fields: FormFieldDto[], values: FormValues) =>
  fields.find((f) => f.required && f.type !== 'boolean' && String(values[f.id] ?? '').trim() === '');

/** The variables to send: empty inputs left out, numbers as numbers, a boolean only once it was touched. */
export function toVariables(fields: FormFieldDto[], values: FormValues): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.id];
    if (value === undefined || (typeof value === 'string' && value.trim() === '')) continue;
    variables[field.id] =
      field.type === 'long' && /^-?\d+$/.test(String(value).trim()) ? Number(value) : typeof value === 'string' ? value.trim() : value;
  }
  return variables;
}

/** Booleans start at false (a switch has no empty state), so a required boolean is always answered. */
export const initialValues = (fields: FormFieldDto[]): FormValues =>
  Object.fromEntries(fields.filter((f) => f.type === 'boolean').map((f) => [f.id, false]));

export function FormFields({
  fields,
  values,
  onChange,
}: {
  fields: FormFieldDto[];
  values: FormValues;
  onChange: (next: FormValues) => void;
}) {
  const set = (id: string, value: string | boolean) => onChange({ ...values, [id]: value });
  return (
    <Stack spacing={2} data-testid="form-fields">
      {fields.map((field) => {
        const common = { key: field.id, size: 'small' as const, label: field.label, required: field.required };
        const text = String(values[field.id] ?? '');
        switch (field.type) {
          case 'boolean':
            return (
              <FormControlLabel
                key={field.id}
                label={field.label}
                control={<Switch checked={values[field.id] === true} onChange={(e) => set(field.id, e.target.checked)} />}
              />
            );
          case 'enum':
            return (
              <TextField {...common} select value={text} onChange={(e) => set(field.id, e.target.value)}>
                {field.values.map((choice) => (
                  <MenuItem key={choice.id} value={choice.id}>
                    {choice.name}
                  </MenuItem>
                ))}
              </TextField>
            );
          case 'date':
            return (
              <DateInput
                key={field.id}
                kind="date"
                size="small"
                label={field.label}
                required={field.required}
                value={text}
                onChange={(next) => set(field.id, next)}
              />
            );
          case 'long':
            return (
              <TextField
                {...common}
                type="number"
                value={text}
                onChange={(e) => set(field.id, e.target.value)}
                slotProps={{ htmlInput: { step: 1 } }}
              />
            );
          default:
            return <TextField {...common} value={text} onChange={(e) => set(field.id, e.target.value)} />;
        }
      })}
    </Stack>
  );
}
