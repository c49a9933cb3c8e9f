import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The browser's storage as the error log uses it (Node has none). */
class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

// The log's store reads the browser's storage as it loads: the modules are loaded once a window stands in.
let capture: typeof import('./error-capture.ts');
let logs: typeof import('../store/logs-store.ts');
beforeAll(async () => {
  (globalThis as { window?: unknown }).window = {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { href: 'http://console/system/user' },
  };
  capture = await import('./error-capture.ts');
  logs = await import('../store/logs-store.ts');
});
afterAll(() => {
  logs.clearLogs();
  delete (globalThis as { window?: unknown }).window;
});

/** Lets the handler's promise settle. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('an event handler that answers a promise', () => {
  it('runs at once, so the event is still the handler’s to stop', () => {
    const seen: string[] = [];
    capture.asyncHandler(async (event: { preventDefault: () => void }) => {
      event.preventDefault();
      await Promise.resolve();
    })({ preventDefault: () => seen.push('prevented') });
    expect(seen).toEqual(['prevented']);
  });

  it('puts its failure in the error log, as an unhandled rejection would be', async () => {
    logs.clearLogs();
    capture.asyncHandler(async () => {
      throw new Error('导出失败');
    })();
    await settled();
    expect(logs.logsStore.get().logsList.map((e) => [e.type, e.message])).toEqual([['promise', '导出失败']]);
  });

  it('leaves a failed call to the fetch wrapper, which has shown and logged it', async () => {
    logs.clearLogs();
    capture.asyncHandler(() => Promise.reject(Object.assign(new Error('服务器开小差了'), { status: 500 })))();
    capture.asyncHandler(async () => undefined)();
    await settled();
    expect(logs.logsStore.get().logsList).toEqual([]);
  });
});
