import { describe, expect, it } from 'vitest';
import { watchPageLeaving } from './page-leaving.ts';

describe('page leaving', () => {
  it('is not leaving until the page hides', () => {
    const leaving = watchPageLeaving(new EventTarget());
    expect(leaving()).toBe(false);
  });

  it('is leaving from pagehide on, and not once the back/forward cache shows the page again', () => {
    const page = new EventTarget();
    const leaving = watchPageLeaving(page);
    page.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
    page.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
  });
});
