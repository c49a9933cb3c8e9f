import { website } from '../config/website.ts';

/** Only same-site paths are followed after sign-in (never `//other.host` or a full URL); else the backstage home
 * ("/" is the public front page). */
export function safeRedirect(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : website.homePath;
}
