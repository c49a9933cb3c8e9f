// Access and refresh tokens live in cookies (`saber-access-token`, `saber-refresh-token`) as in Saber, so a
// reload keeps the session; nothing else is a cookie.
import { website } from '../config/website.ts';

const ACCESS = `${website.key}-access-token`;
const REFRESH = `${website.key}-refresh-token`;
/** The API's refresh tokens live 7 days; the cookies need not outlive them. */
const MAX_AGE_S = 7 * 24 * 3600;

function readCookie(name: string): string {
  const prefix = `${name}=`;
  const hit = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : '';
}

/**
 * `Secure` whenever the console is served over https (directly, or by a TLS proxy in front: the browser's page is
 * https either way), so a token never travels over plain http; on http (a local trial) the browser would drop a
 * Secure cookie, so it is left off there.
 */
export const cookieAttributes = (maxAgeSeconds: number, protocol = location.protocol) =>
  `path=/; max-age=${maxAgeSeconds}; SameSite=Lax${protocol === 'https:' ? '; Secure' : ''}`;

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(MAX_AGE_S)}`;
}

function dropCookie(name: string): void {
  document.cookie = `${name}=; ${cookieAttributes(0)}`;
}

export const getToken = () => readCookie(ACCESS);
export const setToken = (token: string) => writeCookie(ACCESS, token);
export const removeToken = () => dropCookie(ACCESS);
export const getRefreshToken = () => readCookie(REFRESH);
export const setRefreshToken = (token: string) => writeCookie(REFRESH, token);
export const removeRefreshToken = () => dropCookie(REFRESH);
