// Calls of the developer-tool screens beyond the generic CRUD ones: selects, connection test, tables, prototypes,
// copy and the code generator's zip.
import { getData, http, request, type Envelope } from '../../api/http.ts';
import type { Option } from '../../components/crud/crud-types.ts';

export const DATASOURCE = '/api/blade-develop/datasource';
export const MODEL = '/api/blade-develop/model';
export const PROTOTYPE = '/api/blade-develop/model-prototype';
export const CODE = '/api/blade-develop/code';

export type Prototype = Record<string, unknown> & {
  id?: string; modelId: string; jdbcName: string; jdbcType: string; jdbcDefault?: string | null; jdbcComment: string | null; propertyName: string; propertyType: string | null;
  componentType?: string | null; dictCode?: string | null; queryType?: string | null;
  isList: number; isForm: number; isQuery: number; isRequired: number;
};

export const datasourceOptions = async (): Promise<Option[]> =>
  (await getData<{ id: string; name: string }[]>(`${DATASOURCE}/select`)).map((d) => ({ value: d.id, label: d.name }));
export const modelOptions = async (): Promise<Option[]> =>
  (await getData<{ id: string; modelName: string }[]>(`${MODEL}/select`)).map((m) => ({ value: m.id, label: m.modelName }));

export const testConnection = (form: { id?: string; url: string; username: string; password?: string }) =>
  http.post<Envelope<unknown>>(`${DATASOURCE}/test`, form);

export const fetchTables = (datasourceId: string) => getData<{ name: string; comment: string }[]>(`${MODEL}/table-list`, { datasourceId });
export const fetchPrototypes = (modelId: string) => getData<Prototype[]>(`${MODEL}/model-prototype`, { modelId });
export const submitPrototypes = (rows: Prototype[]) => http.post<Envelope<unknown>>(`${PROTOTYPE}/submit-list`, rows);
export const submitModel = (body: Record<string, unknown>) => http.post<Envelope<unknown>>(`${MODEL}/submit`, body);
export const copyCode = (id: string) => http.post<Envelope<unknown>>(`${CODE}/copy?id=${encodeURIComponent(id)}`);

/** POSTs gen-code and saves the zip it answers. */
export async function generateCode(ids: string[]): Promise<void> {
  const blob = await request<Blob>(`${CODE}/gen-code`, { method: 'POST', params: { ids: ids.join(','), system: 'saber' }, responseType: 'blob' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `blade-codegen-${Date.now()}.zip`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
