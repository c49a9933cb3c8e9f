// The phones of send-message: comma-joined, each a mainland mobile number of 11 digits starting with 1.
// Saber's phone helper inverts its format check (it refuses good numbers and lets bad ones through); this is the
// correct check, with the helper's messages (docs/resources.md).
import { badRequest } from '../../../core/app-error.ts';

export const MAX_PHONES = 200;

export function parsePhones(text: string | undefined): string[] {
  const phones = (text ?? '')
    .split(/[,，]/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (phones.length === 0) throw badRequest('smsPhoneEmpty');
  if (phones.length > MAX_PHONES) throw badRequest('badParam', { field: 'phones', reason: `at most ${MAX_PHONES}` });
  for (const phone of phones) {
    if (phone.length !== 11) throw badRequest('smsPhoneLength');
    if (!/^1[3-9]\d{9}$/.test(phone)) throw badRequest('smsPhoneFormat', { phone });
  }
  return [...new Set(phones)];
}

/** The JSON map of template parameters (Blade sends it as a string); values become strings. */
export function parseParams(text: string | undefined): Record<string, string> {
  if (!text || text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('smsParamsJson');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('smsParamsJson');
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

/** Fills `${name}` and `{name}` placeholders of a template; unknown names stay as written. */
export function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/\$?\{(\w+)\}/g, (all, name: string) => params[name] ?? all);
}
