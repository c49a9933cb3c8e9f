// Driving Saber 4.9 in a test: its sign-in form, the calls it makes, and one signed-in Saber page a spec file's
// tests share (docs/decisions.md, "Saber's screens").
import { expect, test, type Page, type Request, type Response } from './test.ts';
import { apiHeaders } from './api.ts';
import { captchaCode } from './captcha.ts';
import { startSaber, type Saber } from './saber.ts';

/** Pages of Saber open as the specs' own pages do (Playwright applies its `use` options to fixtures only). */
export const SABER_PAGE = { locale: 'zh-CN', viewport: { width: 1366, height: 768 }, reducedMotion: 'reduce' } as const;

/** The API calls Saber made that failed, read once each. */
export type FailureWatch = {
  /**
   * Answers the failures recorded so far and forgets them, once every answer already received has been read (an
   * answer's body is read after it arrives: a failure taken before that would be counted against what comes next).
   */
  take: () => Promise<string[]>;
};

/** Every API call Saber makes that fails: an HTTP error or an R answer that is not a success. */
export function watchFailures(page: Page): FailureWatch {
  const failures: string[] = [];
  const reading = new Set<Promise<void>>();
  const record = async (response: Response) => {
    const url = new URL(response.url());
    const body = (await response.json().catch(() => undefined)) as { code?: number; msg?: string } | undefined;
    // What was sent and what the server said: the failure reads as the shape Saber sent and why it was refused.
    const call = `${response.request().method()} ${url.pathname}${url.search} ${response.request().postData() ?? ''}`;
    if (process.env.SABER_DEBUG) console.log('CALL', call, String(JSON.stringify(body)).slice(0, 300));
    if (response.status() >= 400) failures.push(`${call}: HTTP ${response.status()} ${body?.msg ?? ''}`);
    else if (body && typeof body.code === 'number' && body.code !== 200) failures.push(`${call}: code ${body.code} ${body.msg ?? ''}`);
  };
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/blade-')) return;
    const read = record(response).finally(() => reading.delete(read));
    reading.add(read);
  });
  return {
    take: async () => {
      while (reading.size) await Promise.all(reading);
      return failures.splice(0);
    },
  };
}

const callTrackers = new WeakMap<Page, { inFlight: Set<Request>; idle: Array<() => void> }>();

/**
 * Follows the API calls the page has on their way, from now on; `settled` waits until none is. Saber opens a
 * record's edit dialog at once and fills it when the record's detail arrives: what is typed before then is
 * overwritten, so a person (and a test) waits for the form to be filled.
 */
export function apiCalls(page: Page): { settled: () => Promise<void> } {
  let tracker = callTrackers.get(page);
  if (!tracker) {
    const created = { inFlight: new Set<Request>(), idle: [] as Array<() => void> };
    const done = (request: Request) => {
      if (!created.inFlight.delete(request) || created.inFlight.size) return;
      for (const resolve of created.idle.splice(0)) resolve();
    };
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/blade-')) created.inFlight.add(request);
    });
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    callTrackers.set(page, created);
    tracker = created;
  }
  const { inFlight, idle } = tracker;
  return {
    settled: () =>
      inFlight.size
        ? new Promise<void>((resolve) => {
            idle.push(resolve);
          })
        : Promise.resolve(),
  };
}

/** A call Saber makes to `path` (its pathname), answered. */
export const saberCall = (page: Page, path: string | RegExp) =>
  page.waitForResponse((r) => {
    const p = new URL(r.url()).pathname;
    return typeof path === 'string' ? p === path : path.test(p);
  });

const stilled = new WeakSet<Page>();
/**
 * Saber's own motion off, as the console's is by `reducedMotion` (a setting Saber does not read): its transitions
 * and animations had the browser draw frames no spec looks at, and Playwright wait for elements to stop moving.
 * Measured on saber-screens.spec alone: 73 CPU-s and 72 s before, 50 CPU-s and 47 s after (the GPU process 17.8 ->
 * 2.7 s). What Saber sends is unchanged. Registered once per page, before its first Saber document.
 */
async function withoutMotion(page: Page) {
  if (stilled.has(page)) return;
  stilled.add(page);
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { animation: none !important; transition: none !important; }';
      document.head.append(style);
    });
  });
}

/** Signs in through Saber's login form (tenant 000000, admin/admin filled by Saber; the test reads the captcha). */
export async function signInThroughSaber(page: Page, saberUrl: string, account?: { account: string; password: string }) {
  await withoutMotion(page);
  // The captcha awaited is the one the new page asks for: waited for from the moment it replaces the page shown
  // before (whose own captcha call, still on its way, is dropped with it), long before its scripts run.
  await page.goto(`${saberUrl}/login`, { waitUntil: 'commit' });
  const captcha = saberCall(page, '/blade-auth/captcha');
  const { data } = (await (await captcha).json()) as { data: { key: string } };
  if (account) {
    await page.getByPlaceholder('请输入账号').fill(account.account);
    await page.getByPlaceholder('请输入密码').fill(account.password);
  }
  // A person reads the captcha image.
  await page.getByPlaceholder('请输入验证码').fill(await captchaCode(data.key));
  const signedIn = saberCall(page, '/blade-auth/token');
  // Saber builds its routes from the menus it loads after signing in: a page opened before they arrive stays blank.
  const menus = saberCall(page, '/blade-system/menu/routes');
  await page.getByRole('button', { name: '登录' }).click();
  const answer = (await (await signedIn).json()) as { success: boolean; data: { account: string } };
  expect(answer).toMatchObject({ success: true, data: { account: account?.account ?? 'admin' } });
  await expect(page).toHaveURL(/\/wel\/index/);
  await menus;
}

/** Opens a Saber screen and waits until its calls are answered. */
export async function openSaberScreen(page: Page, url: string) {
  await page.goto(url);
  await page.waitForLoadState('networkidle');
}

/** Saber's Vue application on its page: the router its menu navigates with. */
type SaberApp = { __vue_app__: { config: { globalProperties: { $router: { push: (path: string) => Promise<unknown> } } } } };

/**
 * Opens a screen of Saber's routes as its menu does: through its router, without loading the page again (a full
 * load of Saber runs about 1 MB of JavaScript). The caller waits for what the screen shows or calls.
 */
export async function openThroughMenu(page: Page, path: string) {
  await page.evaluate(
    (to) => (document.querySelector('#app') as unknown as SaberApp).__vue_app__.config.globalProperties.$router.push(to),
    path,
  );
}

/** A call straight to the API as the user signed in to Saber (its token cookie), for data a screen needs first. */
export async function saberApiPost(page: Page, saberUrl: string, path: string, data: unknown) {
  const answer = await page.request.post(`${saberUrl}${path}`, { headers: await apiHeaders(page, 'saber3-access-token'), data });
  expect(await answer.json()).toMatchObject({ success: true });
}

/** A Saber install and a page of it signed in as admin, for the tests of one spec file. */
export type SaberPage = {
  page: Page;
  url: string;
  /** Opens the screen at `path` of Saber's routes. */
  open: (path: string) => Promise<void>;
  /** Posts to the API as the signed-in admin. */
  post: (path: string, data: unknown) => Promise<void>;
};

/**
 * Starts Saber and signs in once before the spec file's tests, which share the page; after each test the page shows
 * no error message and Saber made no failed call.
 */
export function useSaberPage(): SaberPage {
  let saber: Saber;
  let failures: FailureWatch;
  const session: SaberPage = {
    page: undefined as unknown as Page, // set before the first test
    url: '',
    open: (path) => openSaberScreen(session.page, `${session.url}${path}`),
    post: (path, data) => saberApiPost(session.page, session.url, path, data),
  };
  test.beforeAll(async ({ browser, baseURL }) => {
    saber = await startSaber(baseURL!);
    session.url = saber.url;
    session.page = await browser.newPage(SABER_PAGE);
    failures = watchFailures(session.page);
    await signInThroughSaber(session.page, saber.url);
  });
  test.afterAll(async () => {
    await session.page.close();
    await saber.close();
  });
  test.afterEach(async () => {
    await expect(session.page.locator('.el-message--error')).toHaveCount(0);
    // Emptied as it is read: a failure belongs to the test that made it.
    expect(await failures.take()).toEqual([]);
  });
  return session;
}
