// /blade-develop/datasource: PostgreSQL datasources of the code generator. The password is write-only: records answer
// a mask, and a submit carrying the mask (or no password) keeps the stored one. The built-in datasource (seeded) is
// listed to the platform administrator only, never changed nor removed, and has no connection details to answer.
import { BUILTIN_DATASOURCE_ID, datasourceEntity, datasourceRoutes, PASSWORD_MASK } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';
import type { DatasourceServices } from './datasource-access.ts';
import { datasourceLogin, isBuiltIn, withSchemaOf } from './datasource-access.ts';
import { withDatasource } from './datasource-client.ts';
import { assertDatasourceAddress } from './datasource-save.ts';

const fields = recordFields(datasourceEntity.record.omit({ builtIn: true }));
const maskedDatasource = (row: { id: bigint; password: string | null }) =>
  isBuiltIn(row.id)
    ? { ...fields(row), url: '', username: '', password: '', builtIn: true }
    : { ...fields(row), password: row.password ? PASSWORD_MASK : '', builtIn: false };

const keepsStored = (password: string | null | undefined) => password === undefined || password === null || password === PASSWORD_MASK;

/** Who does not see the built-in datasource: anyone but the platform administrator. */
const hidesBuiltIn = (user: AuthUser) => !seesAllTenants(user);
const NOT_BUILT_IN = { id: { not: BigInt(BUILTIN_DATASOURCE_ID) } };

export function mountDatasource(mount: Mount, s: DatasourceServices): void {
  const service = createCrudService(
    {
      spec: datasourceEntity,
      model: (db) => db.datasource,
      toRecord: maskedDatasource,
      baseWhere: (_query, user) => (hidesBuiltIn(user) ? NOT_BUILT_IN : {}),
      prepare: async (body, { existing }) => {
        if (isBuiltIn(existing?.id)) throw badRequest('datasourceBuiltIn');
        await assertDatasourceAddress(s, body.url);
        const { password, ...rest } = body;
        const data: Record<string, unknown> = { ...rest, driverClass: rest.driverClass || 'org.postgresql.Driver' };
        if (!keepsStored(password)) data.password = password;
        else if (!existing) data.password = '';
        return data;
      },
    },
    s.crudDeps,
  );
  mountCrud(mount, datasourceEntity, service, {
    detail: async ({ query }, { user }) => (isBuiltIn(query.id) && hidesBuiltIn(user) ? null : service.detail(query.id, user)),
    remove: async ({ query }, { user }) => {
      if (query.ids.some(isBuiltIn)) throw badRequest('datasourceBuiltIn');
      return service.remove(query.ids, user);
    },
  });

  mount(datasourceRoutes.select, async (_input, { user }) => {
    const rows = await s.db.datasource.findMany({
      where: hidesBuiltIn(user) ? NOT_BUILT_IN : {},
      orderBy: [{ id: 'asc' }],
      select: { id: true, name: true },
    });
    return rows.map((r) => ({ id: String(r.id), name: r.name }));
  });

  mount(datasourceRoutes.test, async ({ body }, { user }) => {
    if (isBuiltIn(body.id)) {
      await withSchemaOf(s, body.id!, user, (source) => source.tables());
      return replySuccess('datasourceConnected');
    }
    const stored = body.id ? await datasourceLogin(s, body.id) : undefined;
    const url = body.url || stored?.url;
    const username = body.username || stored?.username;
    if (!url || !username) throw badRequest('datasourceConnectFailed', { reason: 'URL' });
    const password = keepsStored(body.password) && stored ? stored.password : (body.password ?? '');
    await withDatasource(s.outbound, { url, username, password }, async () => undefined);
    return replySuccess('datasourceConnected');
  });
}
