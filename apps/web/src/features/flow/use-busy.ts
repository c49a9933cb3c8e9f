// A submit button's state: `run(fn)` disables it while fn runs; a failed call was already shown by the wrapper.
import { useState } from 'react';

export function useBusy(): [boolean, (fn: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch {
      // the fetch wrapper showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
