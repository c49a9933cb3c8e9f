/** Only same-site paths are followed after sign-in (never `//other.host` or a full URL). */
export function safeRedirect(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/';
}
