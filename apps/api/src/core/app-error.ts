import type { Language, MessageKey } from './messages.ts';
import { translate } from './messages.ts';

/**
 * The one error type of the API. `status` is the HTTP status, `code` the envelope code (Blade uses the same
 * number for both), `key` a message of the catalogue. The error middleware renders it; nothing else formats errors.
 */
export class AppError extends Error {
  /** The OAuth `error` of a token endpoint refusal a client acts on by machine (`invalid_grant` when unset). */
  oauthError?: string;
  /** Headers the refusal carries, for clients that act on it by machine. */
  headers?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly code: number = status,
  ) {
    super(translate(key, 'en', params));
  }

  messageIn(language: Language): string {
    return translate(this.key, language, this.params);
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) => new AppError(400, key, params);
export const forbidden = () => new AppError(403, 'forbidden');
