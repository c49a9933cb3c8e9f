// Whether the page is being left (a full navigation, a reload, the tab closing). The browser cuts off the calls still
// under way then and fails them as network errors, after `pagehide`; those are not failures a person should see in
// a toast or find in the error log, so the fetch wrapper asks here first. `pageshow` clears the flag when the
// browser brings the same page back from its back/forward cache.

/** Follows `pagehide`/`pageshow` on the target (the window) and answers whether the page is being left now. */
export function watchPageLeaving(target: EventTarget): () => boolean {
  let leaving = false;
  target.addEventListener('pagehide', () => {
    leaving = true;
  });
  target.addEventListener('pageshow', () => {
    leaving = false;
  });
  return () => leaving;
}
