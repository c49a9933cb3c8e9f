// The behaviour shared by every look-alike entity: paged lists in Blade's protocol, detail, upsert and soft
// delete, all through the tenancy-scoped client. Entities with real behaviour add hooks or replace an action.
import type { EntitySpec } from '@blade/contract';
import { dictFields, dictNameField, textOf } from '@blade/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../lib/request-context.ts';
import type { DbClient } from '../../db/prisma.ts';
import { AppError, badRequest } from '../app-error.ts';
import type { BladeDates } from '../blade-dates.ts';
import { pageOf, replyStatus } from '../envelope.ts';
import type { Sent } from '../mount-route.ts';
import { buildListFilter, buildListQuery } from './list-query.ts';

/** A row as a model delegate reads it: the generic service knows its fields only from the entity's contract. */
export type Row = Record<string, unknown>;

/** A Prisma model delegate seen through the operations every model has; `R` is the model's row. */
export type Delegate<R extends object = Row> = {
  findMany(args: object): Promise<R[]>;
  findFirst(args: object): Promise<R | null>;
  count(args: object): Promise<number>;
  create(args: object): Promise<unknown>;
  update(args: object): Promise<unknown>;
  updateMany(args: object): Promise<{ count: number }>;
};

export type SaveContext<R extends object = Row> = { db: DbClient; user: AuthUser; existing: R | undefined };

/** The submit body of an entity as its schema parsed it, without the id (which says insert or update). */
export type SubmitOf<S extends EntitySpec> = Omit<z.output<S['submit']>, 'id'>;

/**
 * A record as the entity's answers carry it. Rows reach the service through delegates that know no fields; the
 * record built from one is checked against the contract at run time (core/answer-check.ts, on every answer of the
 * API tests), and typed from the contract for the code that uses it.
 */
export type RecordOf<S extends EntitySpec> = Sent<S['record']>;

export type CrudOptions<S extends EntitySpec = EntitySpec, R extends object = Row> = {
  spec: S;
  model: (db: DbClient) => Delegate<R>;
  /** Order when the request names none (else the declaration's, else newest first). */
  defaultOrder?: Record<string, 'asc' | 'desc'>[];
  /** The model's primary key field (default `id`): the export pages on it, so it must exist and be unique. */
  key?: string;
  /**
   * Row -> answer; defaults to the fields of the contract record. Declared as a method so an entity can name its own
   * model's row type (the rows it receives are that model's).
   */
  toRecord?(row: R): Record<string, unknown> | Promise<Record<string, unknown>>;
  /** Submit body -> model data: checks (uniqueness, parents) and derived columns. Runs inside the save transaction. */
  prepare?(body: SubmitOf<S>, ctx: SaveContext<R>): Promise<Record<string, unknown>>;
  /** Trees refuse to remove a node that still has children. */
  tree?: { parentField: string };
  /** Extra conditions on every list of this entity (e.g. top-level rows only, or rows only some callers see). */
  baseWhere?: (query: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
};

/** What the generic export needs of an entity's service (modules/report/xlsx-export.ts). */
export type ExportSource = {
  spec: EntitySpec;
  batches(query: Record<string, unknown>, user: AuthUser): AsyncGenerator<Record<string, unknown>[]>;
};

export type CrudDeps = {
  /** Every entity service registers here by entity name, so one export route serves them all. */
  exportable?: Map<string, ExportSource>;
  db: DbClient & { $transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> };
  dates: BladeDates;
  can: (user: AuthUser, code: string) => Promise<boolean>;
  dataScopeWhere: (
    user: AuthUser,
    resource: string,
    fields: Readonly<Record<string, string>>,
  ) => Promise<Record<string, unknown> | undefined>;
  /** A system dictionary entry's name by code and key ('' when none). */
  dictLabels: { label(code: string, key: string | number | null | undefined): Promise<string> };
};

export function pickFields(keys: readonly string[]) {
  return (row: Record<string, unknown>) => {
    const out: Record<string, unknown> = {};
    for (const k of keys) out[k] = row[k] ?? null;
    return out;
  };
}

/**
 * A row's fields of a contract record (a missing one as null), typed by the record's keys. The values are the row's
 * own (bigint ids, Date times, as Prisma reads them): the JSON replacer sends them the way the record says, which the
 * API tests check on every answer (core/answer-check.ts).
 */
export function recordFields<S extends z.ZodObject>(record: S) {
  const pick = pickFields(Object.keys(record.shape));
  return (row: Record<string, unknown>) => pick(row) as Sent<S>;
}

/** Row -> record, with the entry's name beside each dictionary field's value (`categoryName` for `category`). */
type ToRecord = (row: Row) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** A dictionary field's stored value: its key as the dictionary cache looks it up. */
const dictKey = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null);

function withDictNames(spec: EntitySpec, toRecord: ToRecord, labels: CrudDeps['dictLabels']): ToRecord {
  const named = dictFields(spec);
  if (!named.length) return toRecord;
  return async (row) => {
    const record = await toRecord(row);
    for (const [field, dict] of named) record[dictNameField(field)] = await labels.label(dict, dictKey(row[field]));
    return record;
  };
}

export function createCrudService<S extends EntitySpec, R extends object = Row>(options: CrudOptions<S, R>, deps: CrudDeps) {
  const { spec } = options;
  // Inside the service the model's rows (R) are handled as plain records; entities' hooks see them typed.
  const delegate = (db: DbClient) => options.model(db) as unknown as Delegate;
  const model = () => delegate(deps.db);
  // What a record carries is checked at run time against the entity's contract record (the API tests check every
  // answer): to the compiler an answer is a record of unknown values.
  const ownRecord = options.toRecord?.bind(options) as ToRecord | undefined;
  const named = withDictNames(spec, ownRecord ?? pickFields(Object.keys(spec.record.shape)), deps.dictLabels);
  const toRecord = async (row: Row) => (await named(row)) as RecordOf<S>;
  const defaultOrder = options.defaultOrder ?? spec.defaultOrder ?? [{ id: 'desc' }];
  const key = options.key ?? 'id';

  async function where(query: Record<string, unknown>, user: AuthUser, extra: Record<string, unknown>[]) {
    const scope = await deps.dataScopeWhere(user, spec.name, spec.filters);
    return { AND: [...extra, ...(options.baseWhere ? [options.baseWhere(query, user)] : []), ...(scope ? [scope] : [])] };
  }

  /** One row by id, as far as the caller's data scope reaches (reads and writes by id obey the list's scope). */
  const scopedById = async (id: string | number | bigint, user: AuthUser) => {
    const scope = await deps.dataScopeWhere(user, spec.name, spec.filters);
    return { AND: [{ id: BigInt(id) }, ...(scope ? [scope] : [])] };
  };

  /** The declaration's unique fields: a value another live row (of the caller's tenant) holds is refused. */
  async function refuseRepeats(m: Delegate, fields: Row, existing: Row | undefined) {
    for (const field of spec.unique ?? []) {
      const value = fields[field];
      if (value === undefined || value === null || value === '') continue;
      const taken = await m.count({ where: { [field]: value, ...(existing ? { id: { not: existing.id } } : {}) } });
      if (taken) throw badRequest('codeExists', { code: textOf(value) });
    }
  }

  const service = {
    async page(query: Record<string, unknown> & { current: number; size: number }, user: AuthUser) {
      const lq = buildListQuery(query, spec, deps.dates, query);
      const w = await where(query, user, lq.where);
      const [rows, total] = await Promise.all([
        model().findMany({ where: w, skip: lq.skip, take: lq.take, orderBy: lq.orderBy.length ? lq.orderBy : defaultOrder }),
        model().count({ where: w }),
      ]);
      return pageOf(await Promise.all(rows.map(toRecord)), total, lq);
    },

    /** Every matching row, unpaged (trees, selects). */
    async all(query: Record<string, unknown>, user: AuthUser) {
      const lq = buildListFilter(query, spec, deps.dates);
      const rows = await model().findMany({
        where: await where(query, user, lq.where),
        orderBy: lq.orderBy.length ? lq.orderBy : defaultOrder,
      });
      return Promise.all(rows.map(toRecord));
    },

    /** Every row the list filters select, a batch at a time (keyset pages on the list's order plus id): flat memory. */
    async *batches(query: Record<string, unknown>, user: AuthUser, size = 1000): AsyncGenerator<Record<string, unknown>[]> {
      const lq = buildListFilter(query, spec, deps.dates);
      const w = await where(query, user, lq.where);
      const order = [...(lq.orderBy.length ? lq.orderBy : defaultOrder)];
      if (!order.some((o) => key in o)) order.push({ [key]: 'asc' });
      let cursor: unknown;
      for (;;) {
        const rows = await model().findMany({
          where: w,
          orderBy: order,
          take: size,
          ...(cursor === undefined ? {} : { cursor: { [key]: cursor }, skip: 1 }),
        });
        if (rows.length) yield await Promise.all(rows.map(toRecord));
        if (rows.length < size) return;
        cursor = rows.at(-1)?.[key];
      }
    },

    /**
     * Blade answers a missing (or foreign) row with an empty payload, not an error. The caller's data scope applies as
     * in the list: a row the list would not show is missing here too.
     */
    async detail(id: string, user: AuthUser) {
      const row = await model().findFirst({ where: await scopedById(id, user) });
      return row ? toRecord(row) : null;
    },

    async save(body: z.output<S['submit']>, user: AuthUser) {
      const id = typeof body.id === 'string' || typeof body.id === 'number' || typeof body.id === 'bigint' ? body.id : undefined;
      const isUpdate = id !== undefined && id !== '';
      const needed = spec.savePermission ?? `${spec.permission}_${isUpdate ? 'edit' : 'add'}`;
      if (spec.scope === 'tenant' && !(await deps.can(user, needed))) throw new AppError(403, 'forbidden');
      return deps.db.$transaction(async (tx) => {
        const m = delegate(tx);
        const existing = isUpdate ? ((await m.findFirst({ where: await scopedById(id, user) })) ?? undefined) : undefined;
        // The scoped read finds no row of another tenant (nor outside the data scope), so such an id cannot be updated.
        if (isUpdate && !existing) throw badRequest('notFoundRecord');
        const { id: _id, ...fields } = body as Row;
        await refuseRepeats(m, fields, existing);
        const data = options.prepare
          ? await options.prepare(fields as SubmitOf<S>, { db: tx, user, existing: existing as R | undefined })
          : fields;
        if (isUpdate) await m.update({ where: { id: BigInt(id) }, data });
        else await m.create({ data });
        return replyStatus(true);
      });
    },

    async remove(ids: string[], user: AuthUser) {
      const idList = ids.map(BigInt);
      const scope = await deps.dataScopeWhere(user, spec.name, spec.filters);
      if (options.tree) {
        const children = await model().count({ where: { [options.tree.parentField]: { in: idList }, id: { notIn: idList } } });
        if (children > 0) throw badRequest('deleteChildrenFirst');
      }
      const { count } = await model().updateMany({
        where: { AND: [{ id: { in: idList } }, ...(scope ? [scope] : [])] },
        data: { isDeleted: 1 },
      });
      return replyStatus(count > 0);
    },
  };
  deps.exportable?.set(spec.name, { spec, batches: (query, user) => service.batches(query, user) });
  return service;
}

export type CrudService<S extends EntitySpec = EntitySpec> = ReturnType<typeof createCrudService<S, Row>>;
