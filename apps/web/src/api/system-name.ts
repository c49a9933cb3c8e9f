// The console's name outside the console (page title, sign-in heading): the back-office name (parameter
// backend.name, set in 站点设置), the same one the sidebar shows, so the product has one name. Read from the public
// param/listNotAuth, page 1 size 10, first record's value, accepted only when the answer's code is 200 (spec 7 and 8;
// system.name stays for Blade clients).
import { http, type Envelope } from './http.ts';

type ParamPage = { records: Array<{ paramValue?: string }> };

export async function fetchSystemName(): Promise<string | undefined> {
  const body = await http.get<Envelope<ParamPage>>('/api/blade-system/param/listNotAuth', { paramKey: 'backend.name', current: 1, size: 10 }, {
    meta: { isToken: false, silent: true, noLog: true },
  });
  return body.code === 200 ? body.data.records[0]?.paramValue || undefined : undefined;
}
