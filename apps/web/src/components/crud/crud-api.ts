// The four calls every CRUD screen makes, in Blade's protocol, through the screen's routes (crud-types.ts).
import { call } from '../../api/client.ts';
import type { CrudCalls, FormValues, Row } from './crud-types.ts';
import type { TreeRow } from './tree-rows.ts';

export type Page<T> = { records: T[]; total: number; size: number; current: number };
type Query = Record<string, string | number | undefined>;

/** The queries of a screen's rows: its entity's (every list of the entity refreshes together), else its list's. */
export const crudKeys = { all: (api: CrudCalls) => ['crud', api.entity ?? api.list] as const };

/** The calls are typed by each screen's routes; here, where any screen's come through, rows are records. */
const send = (route: CrudCalls['list'] | undefined, input: { query?: Query; body?: FormValues }): Promise<unknown> => call(route!, input);

export const fetchList = (api: CrudCalls, query: Query) => send(api.list, { query }) as Promise<Page<Row>>;
export const fetchTreeList = (api: CrudCalls, query: Query) => send(api.list, { query }) as Promise<TreeRow[]>;
export const fetchDetail = (api: CrudCalls, id: string) => send(api.detail, { query: { id } }) as Promise<Row>;
export const submitRecord = (api: CrudCalls, body: FormValues) => send(api.submit, { body });
export const removeRecords = (api: CrudCalls, ids: string[]) => send(api.remove, { query: { ids: ids.join(',') } });
