// The submit rules of dictionaries (system and business alike): a top-level row defines a code (dictKey -1), a child
// row takes its parent's code, code + dictKey is unique (per tenant for business dictionaries), and when a row's
// code changes (a top-level rename, or a child moved under another code) its whole subtree follows.
import { badRequest } from '../../../core/app-error.ts';
import type { Delegate, SaveContext } from '../../../core/crud/crud-service.ts';
import type { DbClient } from '../../../db/prisma.ts';
import type { ZDictSubmit } from '@blade/contract';
import type { z } from 'zod';

/** A dictionary submit, without the id (which only says insert or update). */
export type DictSubmit = Omit<z.output<typeof ZDictSubmit>, 'id'>;

/** A row of either dictionary table, as these rules read it. */
export type DictRow = {
  id: bigint;
  parentId: bigint;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string | null;
  tenantId?: string;
};

export type DictKind = {
  model: (db: DbClient) => Delegate<DictRow>;
  /** Business dictionaries: rows belong to a tenant, uniqueness and subtrees stay within it. */
  perTenant: boolean;
};

type Row = DictRow;

/** Walks up from `start` (a few levels at most); true when `id` is on the way, i.e. `start` lies below `id`. */
async function liesBelow(m: Delegate<Row>, start: Row, id: bigint): Promise<boolean> {
  const seen = new Set<bigint>();
  for (let row: Row | null = start; row && row.parentId !== 0n && !seen.has(row.id);) {
    if (row.parentId === id) return true;
    seen.add(row.id);
    row = await m.findFirst({ where: { id: row.parentId } });
  }
  return false;
}

function descendantsOf(rootId: bigint, rows: Row[]): Row[] {
  const out: Row[] = [];
  let level = [rootId];
  while (level.length) {
    const next = rows.filter((r) => level.includes(r.parentId) && !out.includes(r));
    out.push(...next);
    level = next.map((r) => r.id);
  }
  return out;
}

async function moveSubtree(m: Delegate<Row>, existing: Row, code: string, scope: Record<string, unknown>) {
  const rows: Row[] = await m.findMany({ where: { code: existing.code, ...scope } });
  const subtree = descendantsOf(existing.id, rows);
  if (subtree.length === 0) return;
  const ids = subtree.map((r) => r.id);
  const clash = await m.findFirst({ where: { code, dictKey: { in: subtree.map((r) => r.dictKey) }, id: { notIn: ids }, ...scope } });
  if (clash) throw badRequest('dictKeyExists', { code, key: clash.dictKey });
  await m.updateMany({ where: { id: { in: ids } }, data: { code } });
}

/** Submit body -> row data, inside the save transaction. */
export async function prepareDict(kind: DictKind, body: DictSubmit, { db, user, existing }: SaveContext<DictRow>) {
  const m = kind.model(db);
  const parentId = BigInt(body.parentId ?? '0');
  const current = existing;
  if (current && parentId === current.id) throw badRequest('treeParentSelf');
  let code: string;
  let dictKey: string;
  let tenantId: string | undefined;
  if (parentId > 0n) {
    // An existing row stays in its tenant: a parent of another tenant is not found.
    const own = kind.perTenant && current ? { tenantId: current.tenantId } : {};
    const parent: Row | null = await m.findFirst({ where: { id: parentId, ...own } });
    if (!parent) throw badRequest('dictParentNotFound');
    if (current && (await liesBelow(m, parent, current.id))) throw badRequest('treeParentIsDescendant');
    if (!body.dictKey) throw badRequest('dictKeyRequired');
    // The code of a child is its parent's, whatever the body says.
    code = parent.code;
    dictKey = body.dictKey;
    tenantId = parent.tenantId;
  } else {
    if (!body.code) throw badRequest('dictCodeRequired');
    code = body.code;
    dictKey = '-1';
    tenantId = current?.tenantId ?? user.tenantId;
  }
  // Explicit, so tenant 000000's administrator (who sees every tenant) checks within the row's own tenant.
  const scope = kind.perTenant ? { tenantId } : {};
  const taken = await m.count({ where: { code, dictKey, ...scope, ...(current ? { id: { not: current.id } } : {}) } });
  if (taken) throw parentId > 0n ? badRequest('dictKeyExists', { code, key: dictKey }) : badRequest('dictCodeExists', { code });
  if (current && current.code !== code) await moveSubtree(m, current, code, kind.perTenant ? { tenantId: current.tenantId } : {});
  return {
    parentId,
    code,
    dictKey,
    dictValue: body.dictValue,
    sort: body.sort,
    remark: body.remark ?? null,
    isSealed: body.isSealed,
    ...(kind.perTenant && !current ? { tenantId } : {}),
  };
}
