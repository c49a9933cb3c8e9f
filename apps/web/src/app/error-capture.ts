// Uncaught errors and unhandled promise rejections go to the local error log (spec 8), like Saber's
// Vue errorHandler. Failed calls are logged by the fetch wrapper itself (only
// those without an answer or with a server failure: a refusal the API explains is no error of the console).
import { addLog } from '../store/logs-store.ts';

export function installErrorCapture(): void {
  window.addEventListener('error', (event) => {
    addLog({
      type: 'error',
      message: event.message || String(event.error),
      stack: event.error?.stack ?? '',
      info: `${event.filename}:${event.lineno}:${event.colno}`,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string; stack?: string; status?: number } | undefined;
    // Rejected calls are already in the log (HttpError carries a status).
    if (reason && typeof reason === 'object' && 'status' in reason) return;
    addLog({ type: 'promise', message: reason?.message ?? String(event.reason), stack: reason?.stack ?? '', info: 'unhandledrejection' });
  });
}
