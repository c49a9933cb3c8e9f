// Browser contexts a test opens for other people (a visitor, hr, a tenant's admin) stay open until the worker ends
// unless closed: each keeps a signed-in console running (token refresh, the bell's polling), and a long run had
// dozens of them loading the machine and slowing every later spec. Specs that open contexts close them after each test.
import type { Browser, BrowserContext } from '@playwright/test';

/** Closes every context of the browser but the test's own (the worker's kept one, made fresh by support/test.ts). */
export async function closeOtherContexts({ browser, context }: { browser: Browser; context: BrowserContext }): Promise<void> {
  await Promise.all(
    browser
      .contexts()
      .filter((c) => c !== context)
      .map((c) => c.close()),
  );
}
