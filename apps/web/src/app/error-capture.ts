// Uncaught errors and unhandled promise rejections go to the local error log (spec 8), like Saber's
// Vue errorHandler. Failed calls are logged by the fetch wrapper itself (only
// those without an answer or with a server failure: a refusal the API explains is no error of the console).
import { textOf } from '@blade/contract/text';
import { addLog } from '../store/logs-store.ts';

/** A promise's failure that nothing else handled, in the log: rejected calls are already there (HttpError carries a status). */
function reportRejection(reason: unknown): void {
  if (reason && typeof reason === 'object' && 'status' in reason) return;
  const error = reason instanceof Error ? reason : undefined;
  addLog({ type: 'promise', message: error?.message ?? textOf(reason), stack: error?.stack ?? '', info: 'unhandledrejection' });
}

/**
 * An event prop's handler (onClick, onSubmit, ...) made of one that answers a promise. React ignores what a handler
 * answers, so a failure would float unhandled: it is reported here as the window reports an unhandled rejection.
 * The handler itself runs at once (a submit handler's preventDefault still counts).
 */
export function asyncHandler<A extends unknown[]>(run: (...args: A) => Promise<unknown> | void): (...args: A) => void {
  return (...args) => {
    Promise.resolve(run(...args)).catch(reportRejection);
  };
}

export function installErrorCapture(): void {
  window.addEventListener('error', (event) => {
    const error: unknown = event.error;
    addLog({
      type: 'error',
      message: event.message || textOf(error),
      stack: error instanceof Error ? (error.stack ?? '') : '',
      info: `${event.filename}:${event.lineno}:${event.colno}`,
    });
  });
  window.addEventListener('unhandledrejection', (event) => reportRejection(event.reason));
}
