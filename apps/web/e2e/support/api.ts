// Direct API calls from a test, as the signed-in user of a page (its access-token cookie).
import type { Page } from '@playwright/test';

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`;

/** The headers of a call as the page's signed-in user: our console's token cookie, or another console's (Saber 4.9's). */
export async function apiHeaders(page: Page, tokenCookie = 'saber-access-token'): Promise<Record<string, string>> {
  const cookie = (await page.context().cookies()).find((c) => c.name === tokenCookie);
  if (!cookie) throw new Error('not signed in');
  return { Authorization: BASIC, 'Blade-Auth': `bearer ${decodeURIComponent(cookie.value)}` };
}

export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: await apiHeaders(page) });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  if (body.code !== 200) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}

export async function apiPost<T>(page: Page, url: string, data?: unknown): Promise<T> {
  const res = await page.request.post(url, { headers: await apiHeaders(page), data });
  const body = (await res.json()) as { code: number; data: T; msg: string };
  if (body.code !== 200) throw new Error(`${url}: ${body.msg}`);
  return body.data;
}
