// The OAuth clients allowed to call the token endpoint (modules/auth/client-auth.ts): read on the SQL pool, prepared.
// blade_client has no tenant column.
import { Prisma } from '../prisma.ts';
import type { SqlReader } from './sql-reader.ts';

export type OAuthClientRow = {
  clientId: string;
  clientSecret: string;
  authorizedGrantTypes: string;
  accessTokenValidity: number;
  refreshTokenValidity: number;
  additionalInformation: string | null;
};

/** Clients not deleted and enabled, oldest first. */
export function activeOAuthClients(sql: SqlReader): Promise<OAuthClientRow[]> {
  return sql.prepared<OAuthClientRow>(Prisma.sql`
    SELECT client_id AS "clientId", client_secret AS "clientSecret", authorized_grant_types AS "authorizedGrantTypes",
      access_token_validity AS "accessTokenValidity", refresh_token_validity AS "refreshTokenValidity",
      additional_information AS "additionalInformation"
    FROM blade_client WHERE is_deleted = 0 AND status = 1 ORDER BY id`);
}
