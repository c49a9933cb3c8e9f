// A model's fields as prototypes, derived from its table's columns: how the generator types and shows each field
// until the developer edits and saves them.
import type { ColumnInfo } from './schema-reader.ts';

/** Prisma scalar of a PostgreSQL column type; the generator writes models and zod schemas from it. */
export function propertyTypeOf(pgType: string): string {
  const t = pgType.toLowerCase();
  if (t === 'int8') return 'BigInt';
  if (t === 'int2' || t === 'int4') return 'Int';
  if (t === 'float4' || t === 'float8' || t === 'numeric') return 'Float';
  if (t === 'bool') return 'Boolean';
  if (t.startsWith('timestamp') || t === 'date') return 'DateTime';
  return 'String';
}

export const camelCase = (name: string) => name.toLowerCase().replace(/_+([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** Columns every Blade entity has; the generator adds them itself, so they are neither listed nor in forms. */
export const BASE_COLUMNS = new Set(['id', 'tenant_id', 'create_user', 'create_dept', 'create_time', 'update_user', 'update_time', 'status', 'is_deleted']);

export function prototypeOf(modelId: string, column: ColumnInfo) {
  const base = BASE_COLUMNS.has(column.name);
  const propertyType = propertyTypeOf(column.type);
  return {
    modelId,
    jdbcName: column.name,
    jdbcType: column.type,
    jdbcComment: column.comment,
    propertyType,
    propertyEntity: propertyType,
    propertyName: camelCase(column.name),
    isList: base ? 0 : 1,
    isForm: base ? 0 : 1,
    isRow: 0,
    componentType: propertyType === 'Int' || propertyType === 'BigInt' || propertyType === 'Float' ? 'number' : 'input',
    dictCode: '',
    isRequired: !base && !column.nullable ? 1 : 0,
    isQuery: 0,
    queryType: 'equal',
  };
}
