// Many rows of one model in one INSERT whose text never changes with the number of rows: each column travels as one
// array parameter and unnest() turns the arrays back into rows. The log batches use it. Through the ORM, a batch of n
// rows was a query of n x 19 parameters compiled anew for every n (0.5 to 2 ms of the server's CPU per batch), and
// the ORM keeps its last hundred debug entries, query plans included, even with debugging off: the large batches of
// a busy hour stayed in memory until a hundred later queries pushed them out. Raw SQL skips the tenancy extension:
// callers give every column (id, tenant, create time) themselves.
import type { RuntimeModels } from '../runtime-models.ts';
import type { SqlReader } from './sql-reader.ts';

/** PostgreSQL's array element type for each scalar type the logs use. */
const ARRAY_TYPES: Record<string, string> = { BigInt: 'int8', String: 'text', Int: 'int4', DateTime: 'timestamp(3)', Boolean: 'bool' };

/** A writer of rows of `model` (field names as Prisma names them) in one statement per call. */
export function bulkInsertOf(models: RuntimeModels, model: string, sql: SqlReader) {
  const described = models[model];
  if (!described) throw new Error(`unknown model ${model}`);
  const fields = described.fields.filter((f) => f.kind === 'scalar');
  for (const f of fields) if (!ARRAY_TYPES[f.type]) throw new Error(`${model}.${f.name}: type ${f.type} has no bulk insert mapping`);
  // The statement's names come from the schema (never from input), quoted all the same; every value is bound.
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  const text =
    `INSERT INTO ${quote(described.dbName ?? model)} (${fields.map((f) => quote(f.dbName ?? f.name)).join(', ')}) ` +
    `SELECT * FROM unnest(${fields.map((f, i) => `$${i + 1}::${ARRAY_TYPES[f.type]}[]`).join(', ')})`;
  // Ids as text (pg sends no BigInt), instants as UTC text: the columns are `timestamp` without zone, written in UTC.
  const asParameter = (value: unknown) =>
    value === undefined || value === null
      ? null
      : typeof value === 'bigint'
        ? value.toString()
        : value instanceof Date
          ? value.toISOString()
          : value;
  return async (rows: readonly Record<string, unknown>[]): Promise<void> => {
    if (!rows.length) return;
    await sql.prepared({ text, values: fields.map((f) => rows.map((row) => asParameter(row[f.name]))) });
  };
}
