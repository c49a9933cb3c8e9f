import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, TOAST_DURATION_MS, toastDrawn, toastStore } from './toast-store.ts';

const shown = () => toastStore.get().toasts.map((t) => t.message);
/** The Toaster draws what the store holds. */
const draw = () => {
  for (const t of toastStore.get().toasts) toastDrawn(t.id);
};

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const t of toastStore.get().toasts) dismissToast(t.id);
    vi.useRealTimers();
  });

  it('shows a message for its time from when it is drawn, then hides it', () => {
    showToast('success', '操作成功!');
    // A busy page draws it late: its time has not started yet.
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(shown()).toEqual(['操作成功!']);
    draw();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toEqual(['操作成功!']);
    draw(); // drawn again (any later render): the time runs on
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('shows the same message given again once, for the full time from the latest', () => {
    showToast('success', '操作成功!');
    draw();
    vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    showToast('success', '操作成功!');
    expect(shown()).toEqual(['操作成功!']);
    // The first one's time is over; the second's is not.
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(shown()).toEqual(['操作成功!']);
    vi.advanceTimersByTime(1);
    expect(shown()).toEqual([]);
  });

  it('keeps at most four messages, the latest', () => {
    for (const n of [1, 2, 3, 4, 5]) showToast('error', `失败 ${n}`);
    expect(shown()).toEqual(['失败 2', '失败 3', '失败 4', '失败 5']);
  });
});
