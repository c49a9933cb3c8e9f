// Which connection a datasource id gives the developer tools: the built-in datasource reads the platform database's
// catalog (the platform administrator only: tenant 000000's administrator), any other one connects through the
// outbound guard with its stored login. Either way the tools get a SchemaSource (tables and columns), not a connection.
import { BUILTIN_DATASOURCE_ID } from '@blade/contract';
import { badRequest, forbidden } from '../../core/app-error.ts';
import type { AuthUser } from '../../lib/request-context.ts';
import { seesAllTenants } from '../../lib/request-context.ts';
import type { Services } from '../../services.ts';
import type { DatasourceLogin, SchemaSource } from './datasource-client.ts';
import { withDatasource } from './datasource-client.ts';

export type DatasourceServices = Pick<Services, 'crudDeps' | 'db' | 'outbound' | 'platformCatalog'>;

export const isBuiltIn = (id: string | bigint | null | undefined) =>
  id !== null && id !== undefined && String(id) === BUILTIN_DATASOURCE_ID;

/** The login of a stored datasource (400 when it does not exist). */
export async function datasourceLogin(s: Pick<Services, 'db'>, id: string | bigint): Promise<DatasourceLogin> {
  const row = await s.db.datasource.findFirst({ where: { id: BigInt(id) } });
  if (!row) throw badRequest('datasourceMissing');
  return { url: row.url, username: row.username, password: row.password };
}

/** Runs `work` on the tables and columns of a stored datasource, as `user` may. */
export async function withSchemaOf<T>(
  s: DatasourceServices,
  id: string | bigint,
  user: AuthUser,
  work: (source: SchemaSource) => Promise<T>,
): Promise<T> {
  if (!isBuiltIn(id)) return withDatasource(s.outbound, await datasourceLogin(s, id), work);
  // The routes already ask for the administrator role, which counts only in tenant 000000; checked here again
  // because this connection is the platform's own.
  if (!seesAllTenants(user)) throw forbidden();
  if (!(await s.db.datasource.count({ where: { id: BigInt(id) } }))) throw badRequest('datasourceMissing');
  return s.platformCatalog.read(work);
}
