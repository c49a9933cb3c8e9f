// A column's PostgreSQL type as the code generator carries it: PostgreSQL's declared type (format_type) reduced to a
// compact form kept in a prototype's jdbcType (varchar(64), numeric(10,2), timestamp(3), bool ...), read back as a
// kind with its length, precision and scale; and the column default, when it is a literal the generator can carry.
export const COLUMN_KINDS = [
  'varchar',
  'char',
  'text',
  'uuid',
  'int2',
  'int4',
  'int8',
  'numeric',
  'float4',
  'float8',
  'bool',
  'timestamp',
  'timestamptz',
  'date',
] as const;
export type ColumnKind = (typeof COLUMN_KINDS)[number];
export type ColumnType = { kind: ColumnKind; length?: number; precision?: number; scale?: number };

/** The Prisma scalar of each kind (the prototype's propertyType). */
export const PROPERTY_TYPE: Record<ColumnKind, string> = {
  varchar: 'String',
  char: 'String',
  text: 'String',
  uuid: 'String',
  int2: 'Int',
  int4: 'Int',
  int8: 'BigInt',
  numeric: 'Decimal',
  float4: 'Float',
  float8: 'Float',
  bool: 'Boolean',
  timestamp: 'DateTime',
  timestamptz: 'DateTime',
  date: 'DateTime',
};

/** The input the console shows for each kind, until the developer picks another (a dictionary select, say). */
export const COMPONENT: Record<ColumnKind, string> = {
  varchar: 'input',
  char: 'input',
  text: 'textarea',
  uuid: 'input',
  int2: 'number',
  int4: 'number',
  int8: 'input',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  bool: 'switch',
  timestamp: 'datetime',
  timestamptz: 'datetime',
  date: 'date',
};

const NAMES: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^character varying(?:\((\d+)\))?$/, (m) => (m[1] ? `varchar(${m[1]})` : 'varchar')],
  [/^character(?:\((\d+)\))?$/, (m) => `char(${m[1] ?? 1})`],
  [/^numeric(?:\((\d+),(\d+)\))?$/, (m) => (m[1] ? `numeric(${m[1]},${m[2]})` : 'numeric')],
  [/^timestamp(?:\((\d)\))? without time zone$/, (m) => (m[1] ? `timestamp(${m[1]})` : 'timestamp')],
  [/^timestamp(?:\((\d)\))? with time zone$/, (m) => (m[1] ? `timestamptz(${m[1]})` : 'timestamptz')],
  [
    /^(smallint|integer|bigint|real|double precision|boolean|text|date|uuid)$/,
    (m) =>
      ({
        smallint: 'int2',
        integer: 'int4',
        bigint: 'int8',
        real: 'float4',
        'double precision': 'float8',
        boolean: 'bool',
        text: 'text',
        date: 'date',
        uuid: 'uuid',
      })[m[1]!]!,
  ],
];

/** The compact form of a declared type; a type the generator does not know is kept as text. */
export function compactType(sqlType: string): string {
  const declared = sqlType.trim().toLowerCase();
  for (const [pattern, compact] of NAMES) {
    const m = pattern.exec(declared);
    if (m) return compact(m);
  }
  return 'text';
}

/** The kind and modifiers of a compact type (or of a bare udt name such as int4 or varchar). */
export function parseColumnType(jdbcType: string | null | undefined): ColumnType {
  const m = /^([a-z0-9]+)(?:\((\d+)(?:,\s*(\d+))?\))?$/.exec((jdbcType ?? '').trim().toLowerCase());
  const kind = (m && (COLUMN_KINDS as readonly string[]).includes(m[1]!) ? m[1] : m?.[1] === 'bpchar' ? 'char' : 'text') as ColumnKind;
  const a = m?.[2] ? Number(m[2]) : undefined;
  const b = m?.[3] ? Number(m[3]) : undefined;
  if (kind === 'varchar' || kind === 'char') return { kind, length: a };
  if (kind === 'numeric') return { kind, precision: a, scale: b ?? (a === undefined ? undefined : 0) };
  if (kind === 'timestamp' || kind === 'timestamptz') return { kind, precision: a };
  return { kind };
}

/** A default the generator carries: a string or number literal, true/false, or the current time. */
export type ColumnDefault = { text: string } | { number: string } | { boolean: boolean } | { now: true };

export function parseDefault(expression: string | null | undefined): ColumnDefault | null {
  const e = (expression ?? '').trim();
  if (!e) return null;
  const text = /^'((?:[^']|'')*)'(?:::[a-z ]+)?$/i.exec(e);
  if (text) return { text: text[1]!.replace(/''/g, "'") };
  const number = /^\(?(-?\d+(?:\.\d+)?)\)?(?:::[a-z ]+)?$/i.exec(e);
  if (number) return { number: number[1]! };
  if (/^(true|false)$/i.test(e)) return { boolean: e.toLowerCase() === 'true' };
  if (/^(now\(\)|current_timestamp(\(\d\))?|localtimestamp|current_date)$/i.test(e)) return { now: true };
  return null;
}
