// Lets code outside React (the 401 handler, the lock timer) navigate through the router once the app has
// registered it; before that, a full page load does the job.
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | undefined;

export function setNavigator(navigate: Navigate): void {
  navigator = navigate;
}

export function navigateTo(path: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(path, options);
  else window.location.assign(path);
}
