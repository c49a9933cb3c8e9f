// /blade-develop/datasource: PostgreSQL datasources of the code generator. The password is write-only: records answer
// a mask, and a submit carrying the mask (or no password) keeps the stored one.
import { datasourceEntity, datasourceRoutes, PASSWORD_MASK } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { createCrudService, recordFields } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import { replySuccess } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import type { DatasourceLogin } from './datasource-client.ts';
import { parseDatasourceUrl, withDatasource } from './datasource-client.ts';

const fields = recordFields(datasourceEntity.record);
export const maskedDatasource = (row: Record<string, unknown>) => ({ ...fields(row), password: row.password ? PASSWORD_MASK : '' });

const keepsStored = (password: string | null | undefined) => password === undefined || password === null || password === PASSWORD_MASK;

/** The login of a stored datasource (400 when it does not exist). */
export async function datasourceLogin(s: Pick<Services, 'crudDeps' | 'db' | 'outbound'>, id: string | bigint): Promise<DatasourceLogin> {
  const row = await s.db.datasource.findFirst({ where: { id: BigInt(id) } });
  if (!row) throw badRequest('datasourceMissing');
  return { url: row.url, username: row.username, password: row.password };
}

export function mountDatasource(mount: Mount, s: Pick<Services, 'crudDeps' | 'db' | 'outbound'>): void {
  const service = createCrudService({
    spec: datasourceEntity,
    model: (db) => db.datasource,
    toRecord: maskedDatasource,
    prepare: async (body, { existing }) => {
      parseDatasourceUrl(body.url);
      const { password, ...rest } = body;
      const data: Record<string, unknown> = { ...rest, driverClass: rest.driverClass || 'org.postgresql.Driver' };
      if (!keepsStored(password)) data.password = password;
      else if (!existing) data.password = '';
      return data;
    },
  }, s.crudDeps);
  mountCrud(mount, datasourceEntity, service);

  mount(datasourceRoutes.select, async () => {
    const rows = await s.db.datasource.findMany({ orderBy: [{ id: 'asc' }], select: { id: true, name: true } });
    return rows.map((r) => ({ id: String(r.id), name: r.name }));
  });

  mount(datasourceRoutes.test, async ({ body }) => {
    let password = body.password ?? '';
    if (keepsStored(body.password) && body.id) password = (await datasourceLogin(s, body.id)).password;
    await withDatasource(s.outbound, { url: body.url, username: body.username, password }, (client) => client.query('SELECT 1'));
    return replySuccess('datasourceConnected');
  });
}
