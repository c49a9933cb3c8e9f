// What the generic form starts from (a record, or the fields' defaults) and what it sends (Blade's shapes: lists
// comma-joined, switches as booleans, times as yyyy-MM-dd HH:mm:ss). Pure, so they are unit-tested
// (form-values.test.ts), and light, so a list can prepare a form without loading the dialog.
import type { CrudFormField, CrudScreen, FormMode, FormValues } from './crud-types.ts';

export const isList = (f: CrudFormField) => f.type === 'multiselect' || f.type === 'tree';

export function defaultToForm(screen: CrudScreen, row: FormValues | null): FormValues {
  const values: FormValues = {};
  for (const f of screen.fields) {
    const raw = row ? row[f.name] : f.defaultValue;
    if (isList(f)) values[f.name] = typeof raw === 'string' ? raw.split(',').filter(Boolean) : Array.isArray(raw) ? raw.map(String) : [];
    else if (f.type === 'switch') values[f.name] = raw === true || raw === 'true' || raw === 1 || raw === '1';
    // Options' values are text: a number column's 1 selects the option '1'.
    else if (f.type === 'select' && typeof raw === 'number') values[f.name] = String(raw);
    else values[f.name] = raw == null ? '' : raw;
  }
  if (row?.id) values.id = row.id;
  return values;
}

export function defaultToSubmit(screen: CrudScreen, values: FormValues, mode: FormMode): FormValues {
  const body: FormValues = {};
  for (const f of screen.fields) {
    if (f.hideOn?.includes(mode)) continue;
    const v = values[f.name];
    if (isList(f)) body[f.name] = Array.isArray(v) ? v.join(',') : v;
    else if (f.type === 'number') body[f.name] = v === '' || v == null ? undefined : Number(v);
    else if (f.type === 'switch') body[f.name] = v === true;
    else if (f.type === 'datetime') body[f.name] = typeof v === 'string' ? bladeDateTime(v) : v;
    else body[f.name] = typeof v === 'string' ? v.trim() : v;
  }
  if (mode === 'edit') body.id = values.id;
  return body;
}

/** The browser's datetime-local value (yyyy-MM-ddTHH:mm[:ss]) as Blade writes a time: yyyy-MM-dd HH:mm:ss. */
export function bladeDateTime(value: string): string {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?/.exec(value.trim());
  return m ? `${m[1]} ${m[2]}${m[3] ?? ':00'}` : value.trim();
}
