// A model's fields as prototypes, derived from its table's columns: how the generator types and shows each field
// until the developer edits and saves them.
import { COMPONENT, compactType, parseColumnType, PROPERTY_TYPE } from './column-type.ts';
import type { ColumnInfo } from '../../db/sql/schema-reader.ts';

export const camelCase = (name: string) => name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Columns every Blade entity has; the generator adds them itself, so they are neither listed nor in forms. */
export const BASE_COLUMNS = new Set([
  'id',
  'tenant_id',
  'create_user',
  'create_dept',
  'create_time',
  'update_user',
  'update_time',
  'status',
  'is_deleted',
]);

export function prototypeOf(modelId: string, column: ColumnInfo) {
  const base = BASE_COLUMNS.has(column.name);
  const jdbcType = compactType(column.sqlType);
  const { kind } = parseColumnType(jdbcType);
  const propertyType = PROPERTY_TYPE[kind];
  return {
    modelId,
    jdbcName: column.name,
    jdbcType,
    jdbcDefault: column.defaultValue?.slice(0, 255) ?? null,
    jdbcComment: column.comment,
    propertyType,
    propertyEntity: propertyType,
    propertyName: camelCase(column.name),
    isList: base ? 0 : 1,
    isForm: base ? 0 : 1,
    isRow: 0,
    componentType: COMPONENT[kind],
    dictCode: '',
    isRequired: !base && !column.nullable ? 1 : 0,
    isQuery: 0,
    queryType: propertyType === 'String' ? 'like' : 'equal',
  };
}
