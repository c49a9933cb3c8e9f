// The console's names, read from the public param/listNotAuth, page 1 size 10, first record's value (spec 1 and 7):
// - `system.name`, the browser title's name (用户管理 - <system.name>);
// - `backend.name`, the back-office name of the sidebar and the sign-in heading (set in 站点设置).
import { call, type CallOptions } from './client.ts';
import * as systemRoutes from '../generated/routes/system.ts';

const QUIET: CallOptions = { meta: { isToken: false, silent: true, noLog: true } };

async function readParam(paramKey: string, options?: CallOptions): Promise<string> {
  const page = await call(systemRoutes.paramListNotAuth, { query: { paramKey, current: 1, size: 10 } }, options);
  return page.records[0]?.paramValue ?? '';
}

/** The back-office name, '' when it is not set. */
export const readBackendName = (options?: CallOptions): Promise<string> => readParam('backend.name', options);

/** The back-office name before sign-in (no token sent), undefined when it is not set. */
export const fetchPublicBackendName = async (): Promise<string | undefined> => (await readBackendName(QUIET)) || undefined;

let systemName: Promise<string> | undefined;

/**
 * The title's name, '' when it is not set or cannot be read (the title fetch accepts only code 200). Read once per
 * page life; a saved parameter asks again (forgetSystemName).
 */
export function fetchSystemName(): Promise<string> {
  systemName ??= readParam('system.name', QUIET).catch(() => {
    systemName = undefined;
    return '';
  });
  return systemName;
}

/** The parameters changed: the next title reads the name again. */
export function forgetSystemName(): void {
  systemName = undefined;
}
