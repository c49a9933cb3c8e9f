// The `test` and `expect` every spec imports: Playwright's, with one console tab kept per worker.
//
// Playwright's default opens a new browser context for every test. Its first page then loads the console cold: a
// new renderer process fetches and compiles the console's scripts again, most of a CPU-second per test on these
// machines, against about half of that for the same load in a tab that loaded the console before. So each worker keeps one
// context and one tab, and makes them fresh between tests: every cookie, stored item, permission, route and media
// emulation of the test is dropped, the listeners it added are removed, the pages it opened are closed and the tab
// goes back to the configured viewport, on the console's icon. What a test inherits is what a returning visitor's
// browser keeps: its HTTP cache and compiled scripts, never a session or a setting.
//
// A tab is not kept after a test that failed (the next test must not start from whatever broke), closed the tab, or
// took it to another origin (Saber's, whose stored items the reset does not reach): the next test gets a new
// context. A test needing other context options than the project's gets a context of its own (the options are
// compared). Something the reset cannot undo (an init script, a clock, extra HTTP headers, offline mode) belongs in
// a context the test opens itself.
import { test as base, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from '@playwright/test';

// Everything else (expect, the types) is Playwright's own.
export * from '@playwright/test';

type KeptTab = { context: BrowserContext; page: Page; options: string; leftOrigin: boolean };
type Holder = { tab?: KeptTab };

/** A listener of any event: compared and removed, never called here. */
type Listener = (...args: never[]) => unknown;

/** Pages and contexts are event emitters with these methods, which Playwright's types leave out. */
type Listening = {
  eventNames: () => Array<string | symbol>;
  listeners: (event: string | symbol) => Listener[];
  removeListener: (event: string | symbol, listener: Listener) => unknown;
};

/** The listeners on `target` now, to remove later what a test adds. */
function listenersOf(emitter: Page | BrowserContext): Map<string | symbol, Listener[]> {
  const target = emitter as unknown as Listening;
  return new Map(target.eventNames().map((event) => [event, [...target.listeners(event)]]));
}

function removeListenersAddedSince(emitter: Page | BrowserContext, before: Map<string | symbol, Listener[]>): void {
  const target = emitter as unknown as Listening;
  for (const event of target.eventNames()) {
    const kept = before.get(event) ?? [];
    for (const listener of target.listeners(event)) if (!kept.includes(listener)) target.removeListener(event, listener);
  }
}

/**
 * E2E_CPU_SLOWDOWN=N runs every page's scripts and drawing N times slower (Chromium's CPU throttling): the races a
 * busy machine meets now and then (a second click before the first page has drawn, a wait that ends while scripts
 * still run) then show in most runs. Off by default; a way to hunt flakes, not a tier of `npm test`.
 */
const CPU_SLOWDOWN = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

/**
 * The one DevTools session each page's CPU rate is set through. Chromium keeps the rate a session set for as long as
 * that session lives, whatever another session sets: a second session's "1" left the page slowed, and with it the
 * kept tab for every later test of the worker.
 */
const cpuSessions = new WeakMap<Page, Promise<CDPSession>>();

/** Runs the page's scripts and drawing `rate` times slower (1: its own speed again). */
export async function slowCpu(page: Page, rate: number): Promise<void> {
  let session = cpuSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    cpuSessions.set(page, session);
  }
  await (await session).send('Emulation.setCPUThrottlingRate', { rate });
}

/** Undoes what a passed test left in the kept tab. */
async function makeFresh(
  tab: KeptTab,
  { viewport, reducedMotion }: Pick<BrowserContextOptions, 'viewport' | 'reducedMotion'>,
  pageListeners: Map<string | symbol, Listener[]>,
  contextListeners: Map<string | symbol, Listener[]>,
) {
  removeListenersAddedSince(tab.page, pageListeners);
  removeListenersAddedSince(tab.context, contextListeners);
  await Promise.all(
    tab.context
      .pages()
      .filter((p) => p !== tab.page)
      .map((p) => p.close()),
  );
  await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.page.unrouteAll({ behavior: 'ignoreErrors' });
  // The console is left first, so that it cannot react to its session disappearing (a sign-out, a redirect to
  // /login) while the reset runs. Stored items belong to the console's origin: they are emptied from this light
  // page of it, where the tab then stays. Not about:blank: leaving the origin gives the next page a new renderer
  // process, as cold as a new context's.
  await tab.page.goto('/favicon.svg');
  await tab.context.clearCookies();
  await tab.context.clearPermissions();
  if (viewport && JSON.stringify(tab.page.viewportSize()) !== JSON.stringify(viewport)) await tab.page.setViewportSize(viewport);
  await tab.page.emulateMedia({ media: null, reducedMotion });
  // A test that slowed the tab leaves it at the run's rate.
  if (cpuSessions.has(tab.page)) await slowCpu(tab.page, CPU_SLOWDOWN);
  await tab.page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

export const test = base.extend<object, { keptTab: Holder }>({
  // Every context's pages, the kept tab's and those a test opens for other people alike.
  browser: [
    async ({ browser }, use) => {
      if (CPU_SLOWDOWN > 1) {
        const newContext = browser.newContext.bind(browser);
        browser.newContext = async (options?: BrowserContextOptions) => {
          const context = await newContext(options);
          context.on('page', (page) => void slowCpu(page, CPU_SLOWDOWN).catch(() => undefined));
          return context;
        };
      }
      await use(browser);
    },
    { scope: 'worker' },
  ],

  keptTab: [
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const holder: Holder = {};
      await use(holder);
      await holder.tab?.context.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ browser, keptTab, baseURL, viewport, locale, reducedMotion, contextOptions }, use, testInfo) => {
    const settings = { ...contextOptions, baseURL, viewport, locale, reducedMotion };
    const options = JSON.stringify(settings);
    if (keptTab.tab && (keptTab.tab.options !== options || keptTab.tab.page.isClosed())) {
      await keptTab.tab.context.close();
      keptTab.tab = undefined;
    }
    if (!keptTab.tab) {
      const context = await browser.newContext(settings);
      const page = await context.newPage();
      const tab: KeptTab = { context, page, options, leftOrigin: false };
      const home = new URL(baseURL!).origin;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && !frame.url().startsWith('about:') && new URL(frame.url()).origin !== home) tab.leftOrigin = true;
      });
      keptTab.tab = tab;
    }
    const tab = keptTab.tab;
    const pageListeners = listenersOf(tab.page);
    const contextListeners = listenersOf(tab.context);

    await use(tab.context);

    if (testInfo.status !== 'passed' || tab.page.isClosed() || tab.leftOrigin) {
      keptTab.tab = undefined;
      await tab.context.close();
      return;
    }
    try {
      await makeFresh(tab, { viewport, reducedMotion }, pageListeners, contextListeners);
    } catch (error) {
      // The test passed; what failed is making its tab fresh (its console navigating on its own as the tab left it,
      // say). The next test gets a new context instead, as with Playwright's default, and the report says why.
      testInfo.annotations.push({ type: 'kept tab', description: `not kept: ${String(error).split('\n')[0]}` });
      keptTab.tab = undefined;
      await tab.context.close();
    }
  },

  // The kept tab of the context above (which `context` sets up first).
  page: async ({ context: _context, keptTab }, use) => {
    await use(keptTab.tab!.page);
  },
});
