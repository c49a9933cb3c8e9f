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

function writeCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${MAX_AGE_S}; SameSite=Lax`;
}

function dropCookie(name: string): void {
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

export const getToken = () => readCookie(ACCESS);
export const setToken = (token: string) => writeCookie(ACCESS, token);
export const removeToken = () => dropCookie(ACCESS);
export const getRefreshToken = () => readCookie(REFRESH);
export const setRefreshToken = (token: string) => writeCookie(REFRESH, token);
export const removeRefreshToken = () => dropCookie(REFRESH);
