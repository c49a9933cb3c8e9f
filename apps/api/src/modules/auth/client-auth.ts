import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import type { Cache } from '../../core/cache.ts';
import type { OAuthClientRow } from '../../db/sql/oauth-clients.ts';
import { activeOAuthClients } from '../../db/sql/oauth-clients.ts';
import type { SqlReader } from '../../db/sql/sql-reader.ts';

/** What the token endpoint reads of a blade_client row. */
export type OAuthClient = OAuthClientRow;

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The OAuth clients that may sign in (not deleted, enabled), by client id: read on every sign-in and changed rarely,
 * so held in the process's cache (core/cache.ts), which a write to blade_client drops on every instance (the
 * cache_notify triggers). One prepared statement on the SQL pool loads them all (db/sql/oauth-clients.ts): blade_client
 * holds a handful of rows.
 */
export function createClientAuth(sql: SqlReader, cache: Cache) {
  const activeClients = () =>
    cache.get('oauth-clients', async () => {
      const rows = await activeOAuthClients(sql);
      const byId = new Map<string, OAuthClient>();
      for (const row of rows) if (!byId.has(row.clientId)) byId.set(row.clientId, row);
      return byId;
    });

  /** Reads `Authorization: Basic base64(clientId:secret)` and checks it against blade_client (401 when wrong). */
  return async function authenticateClient(authorization: string | undefined): Promise<OAuthClient> {
    const match = /^basic\s+(\S+)$/i.exec(authorization?.trim() ?? '');
    if (!match) throw new AppError(401, 'clientMissing');
    const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon <= 0) throw new AppError(401, 'clientMissing');
    const clientId = decoded.slice(0, colon);
    const secret = decoded.slice(colon + 1).replace(/^\{noop\}/, '');
    const client = (await activeClients()).get(clientId);
    if (!client || !sameSecret(client.clientSecret.replace(/^\{noop\}/, ''), secret)) throw new AppError(401, 'clientInvalid');
    return client;
  };
}

export function clientAllowsGrant(client: OAuthClient, grant: string): boolean {
  return client.authorizedGrantTypes
    .split(',')
    .map((g) => g.trim())
    .includes(grant);
}
