// Lets code outside React (the 401 handler, the lock timer) navigate through the router once the app has
// registered it; before that, a full page load does the job.
/** Settles when the router has moved (react-router's data router answers a promise). */
type Navigate = (path: string, options?: { replace?: boolean }) => void | Promise<void>;

let navigator: Navigate | undefined;

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export async function navigateTo(path: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) await navigator(path, options);
  else window.location.assign(path);
}
