// Renders the conditions the list protocol builds (the small Prisma `where` vocabulary of list-query.ts and the
// data scopes) as a parameterised SQL fragment, for hot lists that run as raw SQL: Prisma's per-query compilation
// dominated their cost. Values are always bound parameters; column names come only from the caller's whitelist.
import { escapeLike } from '../like-literal.ts';
import { Prisma } from '../prisma.ts';

export type Condition = Record<string, unknown>;
export type Order = Record<string, 'asc' | 'desc'>;

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** `"col"` for a whitelisted camelCase field; anything else is a programming error, never user input. */
function column(field: string, allowed: ReadonlySet<string>): Prisma.Sql {
  const name = snake(field);
  if (!allowed.has(field) || !/^[a-z_]+$/.test(name)) throw new Error(`Field ${field} is not allowed in raw SQL`);
  return Prisma.raw(`"${name}"`);
}

function operator(col: Prisma.Sql, op: string, value: unknown): Prisma.Sql {
  switch (op) {
    case 'equals':
      return value === null ? Prisma.sql`${col} IS NULL` : Prisma.sql`${col} = ${value}`;
    case 'not':
      return value === null ? Prisma.sql`${col} IS NOT NULL` : Prisma.sql`${col} <> ${value}`;
    case 'gt':
      return Prisma.sql`${col} > ${value}`;
    case 'gte':
      return Prisma.sql`${col} >= ${value}`;
    case 'lt':
      return Prisma.sql`${col} < ${value}`;
    case 'lte':
      return Prisma.sql`${col} <= ${value}`;
    case 'contains':
      return Prisma.sql`${col}::text LIKE ${`%${escapeLike(String(value))}%`}`;
    case 'startsWith':
      return Prisma.sql`${col}::text LIKE ${`${escapeLike(String(value))}%`}`;
    case 'endsWith':
      return Prisma.sql`${col}::text LIKE ${`%${escapeLike(String(value))}`}`;
    case 'in': {
      const values = value as unknown[];
      return values.length ? Prisma.sql`${col} IN (${Prisma.join(values)})` : Prisma.sql`FALSE`;
    }
    default:
      throw new Error(`Operator ${op} is not supported in raw SQL`);
  }
}

function render(condition: Condition, allowed: ReadonlySet<string>): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  for (const [key, value] of Object.entries(condition)) {
    if (key === 'AND') parts.push(sqlWhere(value as Condition[], allowed));
    else if (key === 'OR') {
      const alternatives = (value as Condition[]).map((c) => render(c, allowed));
      parts.push(alternatives.length ? Prisma.sql`(${Prisma.join(alternatives, ' OR ')})` : Prisma.sql`FALSE`);
    } else if (key === 'NOT') parts.push(Prisma.sql`NOT (${render(value as Condition, allowed)})`);
    else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
      for (const [op, operand] of Object.entries(value)) parts.push(operator(column(key, allowed), op, operand));
    } else parts.push(operator(column(key, allowed), 'equals', value));
  }
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' AND ')})` : Prisma.sql`TRUE`;
}

/** All conditions joined with AND (TRUE when there are none). */
export function sqlWhere(conditions: Condition[], allowed: ReadonlySet<string>): Prisma.Sql {
  const parts = conditions.map((c) => render(c, allowed));
  return parts.length ? Prisma.sql`(${Prisma.join(parts, ' AND ')})` : Prisma.sql`TRUE`;
}

/** ORDER BY for whitelisted fields. */
export function sqlOrderBy(order: Order[], allowed: ReadonlySet<string>): Prisma.Sql {
  const parts = order.flatMap((o) =>
    Object.entries(o).map(([field, dir]) => Prisma.sql`${column(field, allowed)} ${Prisma.raw(dir === 'desc' ? 'DESC' : 'ASC')}`),
  );
  return Prisma.join(parts, ', ');
}

/** camelCase names of the snake_case columns seen (a bounded set: the tables' columns). */
const camelNames = new Map<string, string>();
const camelName = (key: string) => {
  let name = camelNames.get(key);
  if (name === undefined) camelNames.set(key, (name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())));
  return name;
};

/** Maps a raw row's snake_case columns to the model's camelCase fields. */
export function camelRow<T>(row: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const key in row) out[camelName(key)] = row[key];
  return out as T;
}
