import { z } from 'zod';
import { AppError } from './app-error.ts';
import type { Language } from './messages.ts';

const localeErrors = { zh: z.locales.zhCN().localeError, en: z.locales.en().localeError };

/** Parses input with a contract schema; a failure is a 400 naming the first bad field and why, in the caller's language. */
export function validate<S extends z.ZodType>(schema: S, input: unknown, language: Language): z.output<S> {
  const result = schema.safeParse(input, { error: localeErrors[language] });
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = issue.path.length ? issue.path.join('.') : language === 'zh' ? '请求体' : 'body';
  throw new AppError(400, 'badParam', { field, reason: issue.message });
}
