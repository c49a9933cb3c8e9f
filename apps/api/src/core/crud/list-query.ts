// Blade's list protocol as one pure function: a request's query string becomes Prisma's skip/take/orderBy/where
// for one entity. Unknown keys and undeclared fields are ignored (never reach SQL); a bad value on a declared field
// is a 400 naming it.
import { isBladeId } from '@blade/contract';
import type { FieldType } from '@blade/contract';
import { badRequest } from '../app-error.ts';
import type { BladeDates } from '../blade-dates.ts';
import type { PageRequest } from '../envelope.ts';
import { pageWindow } from '../envelope.ts';

const RESERVED = new Set(['current', 'size', 'ascs', 'descs', 'blade-auth']);
const SUFFIXES = [
  'notequal',
  'equal',
  'notlike',
  'likeleft',
  'likeright',
  'like',
  'ge',
  'le',
  'gt',
  'lt',
  'datege',
  'dategt',
  'dateequal',
  'datele',
  'datelt',
  'notnull',
  'null',
  'ignore',
] as const;
type Suffix = (typeof SUFFIXES)[number] | '';

export type ListDeclaration = {
  filters: Readonly<Record<string, FieldType>>;
  listStyle: 'map' | 'entity';
  sortable: readonly string[];
};

/** What a list's query string asks for, unpaged: its conditions and its order. */
export type ListFilter = {
  where: Record<string, unknown>[];
  orderBy: Record<string, 'asc' | 'desc'>[];
};

/** The same, for one page (the contract's paging rule has read `current` and `size`). */
export type ListQuery = ListFilter & PageRequest & { skip: number; take: number };

const camel = (column: string) => column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

function splitKey(key: string): [string, Suffix] {
  const at = key.lastIndexOf('_');
  if (at > 0) {
    const suffix = key.slice(at + 1).toLowerCase() as Suffix;
    if ((SUFFIXES as readonly string[]).includes(suffix)) return [key.slice(0, at), suffix];
  }
  return [key, ''];
}

/**
 * An entity-bound list matches a field exactly, as Blade's `Condition.getQueryWrapper(entity)` does; `<field>_like`
 * asks for a partial match instead (what the console's search sends: 经理 finds 技术经理). No other suffix applies.
 */
function entityKey(key: string): [string, Suffix] {
  return key.endsWith('_like') ? [key.slice(0, -'_like'.length), 'like'] : [key, 'equal'];
}

function readValue(field: string, type: FieldType, raw: string, dates: BladeDates): string | number | bigint | Date {
  switch (type) {
    case 'string':
      return raw;
    case 'int': {
      if (!/^-?\d{1,9}$/.test(raw.trim())) throw badRequest('badFilterValue', { field, value: raw });
      return Number(raw);
    }
    case 'id': {
      if (!isBladeId(raw.trim())) throw badRequest('badFilterValue', { field, value: raw });
      return BigInt(raw);
    }
    case 'date': {
      const date = dates.parse(raw);
      if (!date) throw badRequest('badFilterValue', { field, value: raw });
      return date;
    }
  }
}

function condition(field: string, type: FieldType, suffix: Suffix, raw: string, dates: BladeDates): Record<string, unknown> | undefined {
  if (suffix === 'ignore') return undefined;
  if (suffix === 'null') return { [field]: null };
  if (suffix === 'notnull') return { [field]: { not: null } };
  const textual = type === 'string';
  if (suffix.startsWith('date')) {
    if (type !== 'date') return undefined;
    const op = { datege: 'gte', dategt: 'gt', datele: 'lte', datelt: 'lt', dateequal: 'equals' }[suffix as 'datege'];
    return { [field]: { [op]: readValue(field, type, raw, dates) } };
  }
  // LIKE forms apply to text; on numbers, ids and dates Blade's casts amount to equality.
  const likeOps: Record<string, string> = { '': 'contains', like: 'contains', likeleft: 'endsWith', likeright: 'startsWith' };
  if (suffix in likeOps || suffix === 'notlike') {
    if (!textual) return suffix === 'notlike' ? undefined : { [field]: readValue(field, type, raw, dates) };
    if (suffix === 'notlike') return { NOT: { [field]: { contains: raw } } };
    return { [field]: { [likeOps[suffix]!]: raw } };
  }
  const value = readValue(field, type, raw, dates);
  const ops: Record<string, string> = { equal: 'equals', notequal: 'not', ge: 'gte', le: 'lte', gt: 'gt', lt: 'lt' };
  return { [field]: { [ops[suffix]!]: value } };
}

/** The order a `ascs`/`descs` text names; anything but one text (a repeated parameter, say) names none, as filters do. */
function orderOf(list: unknown, direction: 'asc' | 'desc', sortable: readonly string[]) {
  return (typeof list === 'string' ? list : '')
    .split(',')
    .map((c) => camel(c.trim()))
    .filter((c) => sortable.includes(c))
    .map((c) => ({ [c]: direction }));
}

/** The conditions and order of an unpaged read (an export, a tree, a count). */
export function buildListFilter(query: Record<string, unknown>, decl: ListDeclaration, dates: BladeDates): ListFilter {
  const where: Record<string, unknown>[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (RESERVED.has(key.toLowerCase()) || typeof value !== 'string' || value === '') continue;
    const [name, suffix] = decl.listStyle === 'map' ? splitKey(key) : entityKey(key);
    const type = decl.filters[name];
    if (!type) continue;
    const c = condition(name, type, suffix, value, dates);
    if (c) where.push(c);
  }
  return {
    where,
    orderBy: [...orderOf(query.ascs, 'asc', decl.sortable), ...orderOf(query.descs, 'desc', decl.sortable)],
  };
}

/** One page of a list: its conditions and order, and the page's window (`pageWindow`, as every list pages). */
export function buildListQuery(query: Record<string, unknown>, decl: ListDeclaration, dates: BladeDates, page: PageRequest): ListQuery {
  return { ...buildListFilter(query, decl, dates), current: page.current, size: page.size, ...pageWindow(page) };
}
