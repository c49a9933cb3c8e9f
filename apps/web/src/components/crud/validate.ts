// Form validation: required fields first ("请输入<label>", "Please enter the <label>", or the screen's own message), then the contract's submit
// schema, whose messages are shown in the UI language (custom `v.*` keys from validationMessages).
import { validationMessages, type ValidationMessageKey } from '@blade/contract';
import type { TFunction } from 'i18next';
import type { Namespace } from '../../i18n/resources.ts';
import type { ZodType } from 'zod';
import type { CrudFormField, FormMode, FormValues } from './crud-types.ts';

export const isEmpty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const isChoice = (f: CrudFormField) => ['select', 'multiselect', 'tree', 'datetime', 'date'].includes(f.type ?? 'text');

export function requiredMessage(t: TFunction<Namespace[]>, field: CrudFormField): string {
  if (typeof field.required === 'string') return t(field.required);
  return t(isChoice(field) ? 'crud:requiredSelect' : 'crud:required', { label: t(field.label) });
}

type Issue = { path: PropertyKey[]; message: string; code?: string; maximum?: unknown; minimum?: unknown; origin?: string };

function issueMessage(t: TFunction<Namespace[]>, language: string, issue: Issue): string {
  if (issue.message in validationMessages) {
    const texts = validationMessages[issue.message as ValidationMessageKey];
    return language === 'en' ? texts.en : texts.zh;
  }
  const textual = issue.origin === 'string' || issue.origin === 'array';
  if (issue.code === 'too_big') return t(textual ? 'crud:tooLong' : 'crud:tooLarge', { max: String(issue.maximum) });
  if (issue.code === 'too_small') return t(textual ? 'crud:tooShort' : 'crud:tooSmall', { min: String(issue.minimum) });
  return t('crud:invalid');
}

export function validate(
  t: TFunction<Namespace[]>,
  language: string,
  fields: CrudFormField[],
  mode: FormMode,
  values: FormValues,
  body: FormValues,
  schema?: ZodType,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.hideOn?.includes(mode)) continue;
    const required = field.required || (field.requiredOnAdd && mode === 'add');
    if (required && isEmpty(values[field.name])) errors[field.name] = requiredMessage(t, field);
  }
  if (schema) {
    const result = schema.safeParse(body);
    if (!result.success) {
      for (const issue of result.error.issues as Issue[]) {
        const name = String(issue.path[0] ?? '');
        if (name && !errors[name] && fields.some((f) => f.name === name)) errors[name] = issueMessage(t, language, issue);
      }
    }
  }
  return errors;
}
