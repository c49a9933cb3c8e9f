// Calls of the layout: the back-office name, the error-log upload and the server cache.
import { call } from '../../api/client.ts';
import { readBackendName } from '../../api/system-name.ts';
import * as logRoutes from '../../generated/routes/log.ts';
import type { LogEntry } from '../../store/types.ts';

export const layoutKeys = { backendName: ['param', 'backend.name'] as const, topMenus: ['menu', 'top-menu'] as const };

/**
 * The back-office name (sidebar): parameter backend.name, first record (spec 7), the
 * name 站点设置 edits as its backstage name. Read through the public parameter route: the
 * original reads param/list, which only users granted the parameter menu may call, so everyone else got a 403 in
 * the error log on every page load.
 */
export const fetchBackendName = () => readBackendName({ meta: { silent: true } });

/** Sends the local error log to the server (the spec leaves the path open; the contract declares it). */
export const uploadLogs = (logs: LogEntry[]) => call(logRoutes.errorUpload, { body: logs }, { meta: { noLog: true } });

/** How often an open console re-reads the back-office name, so a rename shows everywhere within seconds. */
const BACKEND_NAME_REFRESH_MS = 15_000;

/** The back-office name, re-read while the console is open. */
export const backendNameQuery = {
  queryKey: layoutKeys.backendName,
  queryFn: fetchBackendName,
  staleTime: BACKEND_NAME_REFRESH_MS,
  refetchInterval: BACKEND_NAME_REFRESH_MS,
};
