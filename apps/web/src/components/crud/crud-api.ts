// The four calls every CRUD screen makes, in Blade's protocol.
import { getData, http, type Envelope } from '../../api/http.ts';
import type { FormValues, Row } from './crud-types.ts';
import type { TreeRow } from './tree-rows.ts';

export type Page<T> = { records: T[]; total: number; size: number; current: number };
type Query = Record<string, string | number | undefined>;

export const crudKeys = { all: (base: string) => ['crud', base] as const };

export function fetchList(base: string, action: string, query: Query): Promise<Page<Row>> {
  return getData<Page<Row>>(`${base}/${action}`, query);
}
export const fetchDetail = (base: string, id: string) => getData<Row>(`${base}/detail`, { id });
export const submitRecord = (base: string, body: FormValues) => http.post<Envelope<unknown>>(`${base}/submit`, body);
export const removeRecords = (base: string, ids: string[]) =>
  http.post<Envelope<unknown>>(`${base}/remove?ids=${encodeURIComponent(ids.join(','))}`);

export const fetchTreeList = (base: string, action: string, query: Query) => getData<TreeRow[]>(`${base}/${action}`, query);
