// The system name (page title, sign-in heading): parameter system.name from the public param/listNotAuth, page
// 1 size 10, first record's value, accepted only when the answer's code is 200 (spec 7 and 8).
import { http, type Envelope } from './http.ts';

type ParamPage = { records: Array<{ paramValue?: string }> };

export async function fetchSystemName(): Promise<string | undefined> {
  const body = await http.get<Envelope<ParamPage>>('/api/blade-system/param/listNotAuth', { paramKey: 'system.name', current: 1, size: 10 }, {
    meta: { isToken: false, silent: true, noLog: true },
  });
  return body.code === 200 ? body.data.records[0]?.paramValue || undefined : undefined;
}
