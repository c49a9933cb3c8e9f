// Term entries (/translate/page, listV2, detail, submit, remove) on the CRUD factory, and the public `suggest`.
// A chinese+english pair is unique within its classification.
import type { AuthUser } from '../../lib/request-context.ts';
import { textOf, translateEntryEntity, translateRoutes } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { DbClient } from '../../db/prisma.ts';
import type { Services } from '../../services.ts';
import { classificationScope } from './classification-scope.ts';
import type { PublicTenant } from './public-tenant.ts';
import { suggest } from '../../db/sql/term-suggest.ts';
import { soundAlikeVariants } from './sound-alike.ts';

/** The classification ids a list is narrowed to (a picked one and those below it), set by `page` below. */
const CLASSIFICATIONS = Symbol('classifications');
type ScopedQuery = Record<string, unknown> & { [CLASSIFICATIONS]?: bigint[] };

const fields = recordFields(translateEntryEntity.record);

/** Names of the classifications of a batch of rows, in one query. */
async function withClassificationNames(db: DbClient, rows: readonly Record<string, unknown>[]) {
  const ids = [...new Set(rows.map((r) => r.classificationId as bigint).filter((id) => id !== 0n))];
  const found = ids.length
    ? await db.translateClassification.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })
    : [];
  const names = new Map(found.map((c) => [String(c.id), c.name]));
  return rows.map((r) => ({ ...fields(r), classificationName: names.get(textOf(r.classificationId)) ?? '' }));
}

export function mountEntries(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'sql'>, publicTenant: PublicTenant): void {
  const service = createCrudService(
    {
      spec: translateEntryEntity,
      model: (db) => db.translateEntry,
      defaultOrder: [{ updateTime: 'desc' }, { id: 'desc' }],
      toRecord: (row) => row,
      baseWhere: (query) => {
        const ids = (query as ScopedQuery)[CLASSIFICATIONS];
        return ids ? { classificationId: { in: ids } } : {};
      },
      prepare: async (body, { db, existing, user }) => {
        const classificationId = BigInt(body.classificationId ?? '0');
        if (classificationId !== 0n && !(await db.translateClassification.count({ where: { id: classificationId } }))) {
          throw badRequest('translateClassificationMissing');
        }
        const taken = await db.translateEntry.count({
          where: {
            // Tenant 000000's administrator reads every tenant: the pair is unique within the row's own tenant.
            tenantId: existing?.tenantId ?? user.tenantId,
            chinese: body.chinese,
            english: body.english,
            classificationId,
            ...(existing ? { id: { not: existing.id } } : {}),
          },
        });
        if (taken) throw badRequest('translateEntryExists', { chinese: body.chinese, english: body.english });
        return { ...body, classificationId };
      },
    },
    s.crudDeps,
  );

  const page = async (query: Record<string, unknown> & { current: number; size: number }, user: AuthUser) => {
    // A picked classification lists its descendants' entries too (a malformed id goes on to the list's own 400).
    const { classificationId, ...rest } = query as Record<string, unknown>;
    const scoped: ScopedQuery = /^\d{1,19}$/.test(textOf(classificationId))
      ? { ...rest, [CLASSIFICATIONS]: await classificationScope(s.db, BigInt(textOf(classificationId))) }
      : query;
    const result = await service.page(scoped as typeof query, user);
    return { ...result, records: await withClassificationNames(s.db, result.records) };
  };
  mountCrud(mount, translateEntryEntity, service, {
    page: ({ query }, { user }) => page(query, user),
    detail: async ({ query }, { user }) => {
      const row = await service.detail((query as { id: string }).id, user);
      return row ? (await withClassificationNames(s.db, [row]))[0] : null;
    },
  });
  mount(translateRoutes.listV2, ({ query }, { user }) => page(query, user));
  mount(translateRoutes.suggest, async ({ query }, { req, user }) =>
    suggest(s.sql, await publicTenant(req, user), query, soundAlikeVariants),
  );
}
