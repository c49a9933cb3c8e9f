// Calls of the developer-tool screens beyond the generic CRUD ones: selects, connection test, tables, prototypes,
// copy and the code generator's zip.
import { call, callEnvelope } from '../../api/client.ts';
import type { RouteInput, SpecOf } from '../../api/route-ref.ts';
import type { Option } from '../../components/crud/crud-types.ts';
import * as codeRoutes from '../../generated/routes/code.ts';
import * as datasourceRoutes from '../../generated/routes/datasource.ts';
import * as modelRoutes from '../../generated/routes/model.ts';
import { saveBlob } from '../../lib/download.ts';

export type Prototype = Record<string, unknown> & {
  id?: string;
  modelId: string;
  jdbcName: string;
  jdbcType: string;
  jdbcDefault?: string | null;
  jdbcComment: string | null;
  propertyName: string;
  propertyType: string | null;
  componentType?: string | null;
  dictCode?: string | null;
  queryType?: string | null;
  isList: number;
  isForm: number;
  isQuery: number;
  isRequired: number;
};

export const datasourceOptions = async (): Promise<Option[]> =>
  (await call(datasourceRoutes.select)).map((d) => ({ value: d.id, label: d.name }));
export const modelOptions = async (): Promise<Option[]> =>
  (await call(modelRoutes.select)).map((m) => ({ value: m.id, label: m.modelName }));

export const testConnection = (form: { id?: string; url?: string; username?: string; password?: string }) =>
  callEnvelope(datasourceRoutes.test, { body: form });

export const fetchTables = (datasourceId: string) => call(modelRoutes.tableList, { query: { datasourceId } });
export const fetchPrototypes = (modelId: string): Promise<Prototype[]> => call(modelRoutes.modelPrototype, { query: { modelId } });
type PrototypeRows = RouteInput<SpecOf<typeof modelRoutes.prototypeSubmitList>>['body'];
/** The dialog's selects offer only the contract's component and query types (PROTOTYPE_COMPONENTS, _QUERY_TYPES). */
export const submitPrototypes = (rows: Prototype[]) => call(modelRoutes.prototypeSubmitList, { body: rows as PrototypeRows });
export const submitModel = (body: { datasourceId: string; modelTable: string; modelName: string; modelCode: string; modelClass: string }) =>
  call(modelRoutes.crud.submit, { body });
export const copyCode = (id: string) => call(codeRoutes.copy, { query: { id } });

/** POSTs gen-code and saves the zip it answers. */
export const generateCode = async (ids: string[]) =>
  saveBlob(await call(codeRoutes.genCode, { query: { ids: ids.join(','), system: 'saber' } }), `blade-codegen-${Date.now()}.zip`);
