import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../../core/app-error.ts';
import type { Db } from '../../db/prisma.ts';

export type OAuthClient = Awaited<ReturnType<Db['client']['findFirst']>> & {};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Reads `Authorization: Basic base64(clientId:secret)` and checks it against blade_client (401 when wrong). */
export async function authenticateClient(db: Db, authorization: string | undefined): Promise<OAuthClient> {
  const match = /^basic\s+(\S+)$/i.exec(authorization?.trim() ?? '');
  if (!match) throw new AppError(401, 'clientMissing');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw new AppError(401, 'clientMissing');
  const clientId = decoded.slice(0, colon);
  const secret = decoded.slice(colon + 1).replace(/^\{noop\}/, '');
  const client = await db.client.findFirst({ where: { clientId, isDeleted: 0, status: 1 } });
  if (!client || !sameSecret(client.clientSecret.replace(/^\{noop\}/, ''), secret)) throw new AppError(401, 'clientInvalid');
  return client;
}

export function clientAllowsGrant(client: OAuthClient, grant: string): boolean {
  return client.authorizedGrantTypes.split(',').map((g) => g.trim()).includes(grant);
}
