// Signing in through the login page, captcha included.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { unspentCaptchaCode } from './captcha.ts';
import { EXPECT_TIMEOUT_MS } from './timeouts.ts';

// The tests' own expect timeout, stated here too: global setup signs in through these helpers outside any test,
// where Playwright's configuration does not apply.
const expect = baseExpect.configure({ timeout: EXPECT_TIMEOUT_MS });

/** The key of the captcha image the page shows now (waits for a new one when `not` is given). */
export async function currentCaptchaKey(page: Page, not?: string): Promise<string> {
  const image = page.getByTestId('captcha-image');
  await expect(image).toHaveAttribute('data-key', /.+/);
  if (not) await expect(image).not.toHaveAttribute('data-key', not);
  return (await image.getAttribute('data-key'))!;
}

export async function fillLogin(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  // After an attempt on this page the form asks for a new captcha: until it has come, the image still shows the one
  // the attempt spent (seen when a wrong password's message showed before the new captcha).
  let key = await currentCaptchaKey(page);
  let code = await unspentCaptchaCode(key);
  while (code === undefined) {
    key = await currentCaptchaKey(page, key);
    code = await unspentCaptchaCode(key);
  }
  await page.getByLabel('验证码').fill(code);
}

/** Where the console's post-sign-in redirect ends: the page a `?redirect=` asked for, else the backstage home. */
function landingPath(start: string): string {
  const asked = new URL(start, 'http://localhost').searchParams.get('redirect');
  return asked && asked.startsWith('/') && !asked.startsWith('//') ? asked : HOME_PATH;
}

const HOME_PATH = '/translateBackstage/index';

/** The sign-in page that, once signed in, goes straight to `path` (the console's `?redirect=`), not the home first. */
export const loginLandingOn = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until the console shell shows on `path` (with its menus unless the account holds none): nothing is still
 * on its way to another page.
 */
type Shown = { menus?: boolean };

export async function consoleShown(page: Page, path = HOME_PATH, { menus = true }: Shown = {}): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${escapeRegExp(path)}$`));
  await expect(page.getByTestId('layout')).toBeVisible();
  if (menus) await expect(page.getByTestId('sidebar-menu')).toBeVisible();
}

/**
 * Signs in through the form from /login (or the given start page) and waits until the post-sign-in redirect has
 * landed and the console shows: a `page.goto` issued while that redirect is still under way can lose to it and
 * show the wrong page. Every call is a new server session: the specs that sign out, lock, refresh or otherwise end
 * sessions use this one.
 */
export async function signInFresh(page: Page, account = 'admin', password = account, start = '/login', shown: Shown = {}): Promise<void> {
  await page.goto(start);
  await fillLogin(page, account, password);
  await page.getByRole('button', { name: '登录' }).click();
  await consoleShown(page, landingPath(start), shown);
}

type SavedSession = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Accounts the specs never change nor remove (users a spec creates sign in through the form). */
export const SEEDED_ACCOUNTS = ['admin', 'hr', 'manager', 'boss'] as const;
export type SeededAccount = (typeof SEEDED_ACCOUNTS)[number];
const isSeeded = (account: string): account is SeededAccount => (SEEDED_ACCOUNTS as readonly string[]).includes(account);
/** The sessions global setup saved, read once per worker. */
const sessions = new Map<string, SavedSession>();

/** Where a seeded account's session is kept for the run (global setup names the folder: E2E_SESSIONS_DIR). */
export function sessionFile(dir: string, account: string): string {
  return path.join(dir, `${account}.json`);
}

/**
 * Signs every seeded account in through the form once for the whole run, each in a context of its own, and saves
 * its session (cookies and the console's stored items) to `dir`: the workers start their tests from these.
 */
export async function saveSeededSessions(browser: Browser, options: BrowserContextOptions, dir: string): Promise<void> {
  // One after the other: four consoles loading at once on a busy machine would only slow each other down.
  for (const account of SEEDED_ACCOUNTS) {
    const context = await browser.newContext(options);
    try {
      // Every seeded account holds menus: waiting for them saves them with the session, so each test starts as a
      // returning user does (the stored menu shows at once and the fetched one replaces it), not as one or the
      // other depending on how fast the menus came.
      await signInFresh(await context.newPage(), account);
      await context.storageState({ path: sessionFile(dir, account) });
    } finally {
      await context.close();
    }
  }
}

function savedSession(account: string): SavedSession {
  const dir = process.env.E2E_SESSIONS_DIR;
  if (!dir) throw new Error('E2E_SESSIONS_DIR is not set (global setup did not run)');
  let saved = sessions.get(account);
  if (!saved) {
    saved = JSON.parse(readFileSync(sessionFile(dir, account), 'utf8')) as SavedSession;
    sessions.set(account, saved);
  }
  return saved;
}

/** Puts a saved session (cookies and the console's stored items) into the page's context, which holds none yet. */
async function restore(page: Page, saved: SavedSession): Promise<void> {
  await page.context().addCookies(saved.cookies);
  // Stored items belong to the console's origin: set them on a light page of it before the console loads.
  await page.goto('/favicon.svg');
  const items = saved.origins.flatMap((o) => o.localStorage);
  await page.evaluate((entries) => {
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
}

/**
 * Puts the session global setup saved for a seeded account into the page's context, without opening the console:
 * the test's own first `page.goto` is the console's first load (one load fewer than `signIn`, which shows the home
 * first). The page can call the API at once (`support/api.ts` reads the token from the cookie).
 */
export async function resumeSession(page: Page, account: SeededAccount = 'admin'): Promise<void> {
  await restore(page, savedSession(account));
}

/**
 * Signs in as the account and shows the console's home. A seeded account (its password equal to its name) starts
 * from the session global setup saved for the run (the sign-in form itself is tested in auth.spec.ts), saving the
 * form's seconds on each test; other accounts sign in through the form. A spec that ends sessions (sign-out, lock,
 * password change, token refresh) uses `signInFresh`, so the shared session stays valid for the others: a sign-out
 * revokes the token on the server, for every worker holding it.
 */
export async function signIn(page: Page, account = 'admin', password = account, start = '/login', shown: Shown = {}): Promise<void> {
  if (!isSeeded(account) || password !== account || start !== '/login') return signInFresh(page, account, password, start, shown);
  await resumeSession(page, account);
  await page.goto(HOME_PATH);
  await consoleShown(page, HOME_PATH, shown);
}

/**
 * Replaces the access token by a broken one while no console runs: the console's home, still loading its rows
 * after `signIn`, would otherwise send them with the broken token and end the session before the test's own page
 * loads (a busy machine was seen doing so).
 */
export async function breakAccessToken(page: Page): Promise<void> {
  await page.goto('/favicon.svg');
  await page.evaluate(() => {
    document.cookie = 'saber-access-token=broken-token; path=/';
  });
}

/** A wrapped Saber storage item, parsed. */
export async function stored<T>(
  page: Page,
  name: string,
  area: 'local' | 'session' = 'local',
): Promise<{ type?: string; content: T; datatype: string; datetime: number } | null> {
  return page.evaluate(
    ([key, where]) => {
      const raw = (where === 'session' ? sessionStorage : localStorage).getItem(key!);
      return raw ? JSON.parse(raw) : null;
    },
    [`saber-${name}`, area],
  );
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png` });
}
