// The console's name outside the console (page title, sign-in heading): the back-office name (parameter
// backend.name, set in 站点设置), the same one the sidebar shows, so the product has one name. Read from the public
// param/listNotAuth, page 1 size 10, first record's value (spec 7 and 8; system.name stays for Blade clients).
import { call, type CallOptions } from './client.ts';
import * as systemRoutes from '../generated/routes/system.ts';

/** The back-office name, '' when it is not set. */
export async function readBackendName(options?: CallOptions): Promise<string> {
  const page = await call(systemRoutes.paramListNotAuth, { query: { paramKey: 'backend.name', current: 1, size: 10 } }, options);
  return page.records[0]?.paramValue ?? '';
}

/** The name before sign-in (no token sent), undefined when it is not set. */
export const fetchSystemName = async (): Promise<string | undefined> =>
  (await readBackendName({ meta: { isToken: false, silent: true, noLog: true } })) || undefined;
