import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
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
 * Reads `Authorization: Basic base64(clientId:secret)` and checks it against blade_client (401 when wrong). A
 * prepared statement on the SQL pool (db/sql-reader.ts): it runs on every sign-in, where the ORM compiled it anew
 * each time. blade_client has no tenant column; deleted and disabled clients are left out as before.
 */
export async function authenticateClient(sql: SqlReader, authorization: string | undefined): Promise<OAuthClient> {
  const match = /^basic\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new AppError(401, 'clientMissing');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw new AppError(401, 'clientMissing');
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1).replace(/^\{noop\}/, '');
  // PostgreSQL refuses a NUL in a text value: such an id names no client.
  if (clientId.includes('\0')) throw new AppError(401, 'clientInvalid');
  const [client] = await sql.prepared<OAuthClient>(Prisma.sql`
    SELECT client_id AS "clientId", client_secret AS "clientSecret", authorized_grant_types AS "authorizedGrantTypes",
      access_token_validity AS "accessTokenValidity", refresh_token_validity AS "refreshTokenValidity",
      additional_information AS "additionalInformation"
    FROM blade_client WHERE client_id = ${clientId} AND is_deleted = 0 AND status = 1
    ORDER BY id LIMIT 1`);
  if (!client || !sameSecret(client.clientSecret.replace(/^\{noop\}/, ''), secret)) throw new AppError(401, 'clientInvalid');
  return client;
}

export function clientAllowsGrant(client: OAuthClient, grant: string): boolean {
  return client.authorizedGrantTypes.split(',').map((g) => g.trim()).includes(grant);
}
