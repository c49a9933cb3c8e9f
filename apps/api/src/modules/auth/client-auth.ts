import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import type { Cache } from '../../core/cache.ts';
import { Prisma } from '../../db/prisma.ts';
import type { SqlReader } from '../../db/sql-reader.ts';

/** What the token endpoint reads of a blade_client row. */
export type OAuthClient = {
  clientId: string;
  clientSecret: string;
  authorizedGrantTypes: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  additionalInformation: string | null;
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The OAuth clients that may sign in (not deleted, enabled), by client id: read on every sign-in and changed rarely,
 * so held in the process's cache (core/cache.ts), which a write to blade_client drops on every instance (the
 * cache_notify triggers). One prepared statement on the SQL pool loads them all: blade_client has no tenant column,
 * and holds a handful of rows.
 */
export function createClientAuth(sql: SqlReader, cache: Cache) {
  const activeClients = () =>
    cache.get('oauth-clients', async () => {
      const rows = await sql.prepared<OAuthClient>(Prisma.sql`
      SELECT client_id AS "clientId", client_secret AS "clientSecret", authorized_grant_types AS "authorizedGrantTypes",
        access_token_validity AS "accessTokenValidity", refresh_token_validity AS "refreshTokenValidity",
        additional_information AS "additionalInformation"
      FROM blade_client WHERE is_deleted = 0 AND status = 1 ORDER BY id`);
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
