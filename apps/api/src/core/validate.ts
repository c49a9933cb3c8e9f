import type { ValidationMessageKey } from '@blade/contract';
import { validationMessages } from '@blade/contract';
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
  // The contract's own messages are keys of validationMessages; zod's are already in the caller's language.
  const own = validationMessages[issue.message as ValidationMessageKey];
  throw new AppError(400, 'badParam', { field, reason: own ? own[language] : issue.message });
}
