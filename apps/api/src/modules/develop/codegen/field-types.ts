// What each field of a generated module becomes, from its column's type: the Prisma field, the migration's column,
// the contract's record and submit schemas, the API's conversions, the console's input and a sample value for the
// generated test. One table per concern, keyed by the column's kind, so a type is carried the same way everywhere.
import type { ColumnType } from '../column-type.ts';
import type { FieldType, GenField } from './spec.ts';

const q = (text: string) => JSON.stringify(text);
const precisionOf = (t: ColumnType, fallback: number) => t.precision ?? fallback;

/** The Prisma native type attribute (@db.X) that keeps the column's length, precision or flavour. */
export function prismaNative(t: ColumnType): string {
  switch (t.kind) {
    case 'varchar':
      return t.length ? ` @db.VarChar(${t.length})` : ' @db.VarChar';
    case 'char':
      return ` @db.Char(${t.length ?? 1})`;
    case 'text':
      return ' @db.Text';
    case 'uuid':
      return ' @db.Uuid';
    case 'int2':
      return ' @db.SmallInt';
    case 'numeric':
      return ` @db.Decimal(${t.precision ?? 65}, ${t.scale ?? 30})`;
    case 'float4':
      return ' @db.Real';
    case 'timestamp':
      return ` @db.Timestamp(${precisionOf(t, 6)})`;
    case 'timestamptz':
      return ` @db.Timestamptz(${precisionOf(t, 6)})`;
    case 'date':
      return ' @db.Date';
    default:
      return '';
  }
}

/** The column type of the generated migration (what Prisma writes for the same field). */
export function sqlType(t: ColumnType): string {
  switch (t.kind) {
    case 'varchar':
      return t.length ? `VARCHAR(${t.length})` : 'VARCHAR';
    case 'char':
      return `CHAR(${t.length ?? 1})`;
    case 'text':
      return 'TEXT';
    case 'uuid':
      return 'UUID';
    case 'int2':
      return 'SMALLINT';
    case 'int4':
      return 'INTEGER';
    case 'int8':
      return 'BIGINT';
    case 'numeric':
      return `DECIMAL(${t.precision ?? 65},${t.scale ?? 30})`;
    case 'float4':
      return 'REAL';
    case 'float8':
      return 'DOUBLE PRECISION';
    case 'bool':
      return 'BOOLEAN';
    case 'timestamp':
      return `TIMESTAMP(${precisionOf(t, 6)})`;
    case 'timestamptz':
      return `TIMESTAMPTZ(${precisionOf(t, 6)})`;
    case 'date':
      return 'DATE';
  }
}

/** The default carried to the Prisma field and the migration column, when the column has one the generator knows. */
export function defaults(f: GenField): { prisma: string; sql: string } {
  const d = f.default;
  if (!d) return { prisma: '', sql: '' };
  if ('now' in d)
    return f.type === 'DateTime' ? { prisma: ' @default(now())', sql: ' DEFAULT CURRENT_TIMESTAMP' } : { prisma: '', sql: '' };
  if ('boolean' in d)
    return f.type === 'Boolean' ? { prisma: ` @default(${d.boolean})`, sql: ` DEFAULT ${d.boolean}` } : { prisma: '', sql: '' };
  if ('number' in d)
    return ['Int', 'Float', 'Decimal', 'BigInt'].includes(f.type)
      ? { prisma: ` @default(${d.number})`, sql: ` DEFAULT ${d.number}` }
      : { prisma: '', sql: '' };
  return f.type === 'String'
    ? { prisma: ` @default(${q(d.text)})`, sql: ` DEFAULT '${d.text.replace(/'/g, "''")}'` }
    : { prisma: '', sql: '' };
}

const DATE_TIME = "z.string().trim().regex(/^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?$/, 'v.dateTime')";
const DATE = "z.string().trim().regex(/^\\d{4}-\\d{2}-\\d{2}$/, 'v.date')";

/** The submit schema of a value of the column, before optionality. */
function submitValue(t: ColumnType): string {
  switch (t.kind) {
    case 'varchar':
    case 'char':
      return `z.string().trim().max(${t.length ?? 10485760})`;
    case 'text':
      return 'z.string().trim().max(1000000)';
    case 'uuid':
      return 'z.string().trim().uuid()';
    case 'int2':
      return 'zInt.min(-32768).max(32767)';
    case 'int4':
      return 'zInt.min(-2147483648).max(2147483647)';
    case 'int8':
      return 'zInt64';
    case 'numeric':
      return `zDecimal(${t.precision ?? 65}, ${t.scale ?? 30})`;
    case 'float4':
    case 'float8':
      return 'z.coerce.number().finite()';
    case 'bool':
      return 'zBoolean';
    case 'timestamp':
    case 'timestamptz':
      return DATE_TIME;
    case 'date':
      return DATE;
  }
}

/** Required: a value (text at least one character); optional: "" or nothing is null. */
export function submitSchema(f: GenField): string {
  const value = submitValue(f.sql);
  if (!f.required) return `zBlank(${value})`;
  return f.type === 'String' ? value.replace('z.string().trim()', 'z.string().trim().min(1)') : value;
}

/** The contract helpers the submit schemas name. */
export const SUBMIT_HELPERS = ['zInt', 'zInt64', 'zDecimal', 'zBoolean', 'zBlank'] as const;

/** The console inputs the value's type does not imply (numbers, yes/no and dictionary selects it does). */
const INPUT: Partial<Record<GenField['component'], string>> = { textarea: 'textarea', datetime: 'datetime', date: 'date' };
/** The filter of a searchable field: the types the list protocol can filter by. */
const FILTER: Partial<Record<FieldType, string>> = { String: 'string', Int: 'int', BigInt: 'id', DateTime: 'date' };

/** How the console's default screen shows the field (what the declaration's `field` takes after the label). */
export function fieldView(f: GenField): string {
  const view: string[] = [];
  if (f.list) view.push('list: true');
  // Blade's map filters: text matches by part unless the field's query type asks for the whole value.
  if (f.query && FILTER[f.type]) view.push(`search: ${f.type === 'String' && !f.like ? "'exact'" : 'true'}`);
  if (f.query && (f.type === 'BigInt' || f.type === 'DateTime')) view.push(`filter: '${FILTER[f.type]}'`);
  if (INPUT[f.component]) view.push(`input: '${INPUT[f.component]}'`);
  if (f.component === 'select' && f.dictCode) view.push(`dict: ${q(f.dictCode)}`);
  if (!f.form) view.push('form: false');
  const initial = formDefault(f);
  if (initial !== undefined) view.push(`initial: ${initial}`);
  return view.length ? `, { ${view.join(', ')} }` : '';
}

/** The column's literal default as the new row's form value (a now() default is left to the database). */
function formDefault(f: GenField): string | undefined {
  const d = f.default;
  if (!d || 'now' in d) return undefined;
  if ('boolean' in d) return f.type === 'Boolean' ? String(d.boolean) : undefined;
  if ('number' in d) return q(d.number);
  return f.type === 'String' ? q(d.text) : undefined;
}

/** A sample value of the field for the generated test, within the column's limits; `n` makes values differ. */
export function sample(f: GenField, n: number): unknown {
  const t = f.sql;
  switch (t.kind) {
    case 'varchar':
      return `${f.property}-${n} 值`.slice(0, t.length ?? 255);
    case 'char':
      return String(n).padStart(t.length ?? 1, 'c');
    case 'text':
      return `${f.property} 第${n}段\n多行文本`;
    case 'uuid':
      return `00000000-0000-4000-8000-00000000000${n}`;
    case 'int2':
      return n * 10;
    case 'int4':
      return n * 100000;
    // Beyond 2^53: the value survives only as text.
    case 'int8':
      return `900719925474099${n}`;
    case 'numeric': {
      const whole = (t.precision ?? 12) - (t.scale ?? 2);
      const integer = whole > 0 ? `${'9'.repeat(Math.min(whole, 8) - 1)}${n}` : '0';
      return (t.scale ?? 2) > 0 ? `${integer}.${'5'.repeat(Math.min(t.scale ?? 2, 6))}` : integer;
    }
    case 'float4':
      return n + 0.5;
    case 'float8':
      return n + 0.25;
    case 'bool':
      return n % 2 === 1;
    case 'timestamp':
    case 'timestamptz':
      return `2024-01-0${n} 08:30:00`;
    case 'date':
      return `2024-02-0${n}`;
  }
}
