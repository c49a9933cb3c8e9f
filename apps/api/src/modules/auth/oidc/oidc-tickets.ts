// The short-lived steps of a provider sign-in (blade_oidc_ticket), each found by the SHA-256 of a random handle the
// browser carries (the state, Blade's one-time code): a copy of the table reveals no handle. Taking a ticket deletes
// it, and only the one delete that removes the row wins, so a handle is used once even by racing requests.
import { createHash, randomBytes } from 'node:crypto';
import type { Db, DbClient } from '../../../db/prisma.ts';

export type TicketKind = 'state' | 'code';
export type TicketData = {
  tenantId: string;
  providerId: bigint;
  codeVerifier?: string;
  nonce?: string;
  state?: string;
  redirectUri?: string;
  /** The digest of the starting browser's cookie (browser-binding.ts). */
  browser?: string;
  issuer?: string;
  subject?: string;
  username?: string | null;
  email?: string | null;
};
export type Ticket = Awaited<ReturnType<Db['oidcTicket']['findUnique']>> & object;

const digestOf = (handle: string) => createHash('sha256').update(handle).digest('hex');

/** 256 random bits, URL-safe. */
export const newHandle = () => randomBytes(32).toString('base64url');

/** The tickets through `db`, or through a transaction's client (a registration takes its code inside its own). */
export function createOidcTickets(db: DbClient) {
  async function peek(kind: TicketKind, handle: string | undefined): Promise<Ticket | undefined> {
    if (!handle || handle.length > 128) return undefined;
    const row = await db.oidcTicket.findUnique({ where: { digest: digestOf(handle) } });
    return row && row.kind === kind && row.expiresAt > new Date() ? row : undefined;
  }
  return {
    async put(kind: TicketKind, handle: string, data: TicketData, ttlMs: number): Promise<void> {
      // Expired tickets go as new ones come: the table holds only the sign-ins under way.
      await db.oidcTicket.deleteMany({ where: { expiresAt: { lt: new Date() } } });
      await db.oidcTicket.create({ data: { ...data, kind, digest: digestOf(handle), expiresAt: new Date(Date.now() + ttlMs) } });
    },
    peek,
    /** The ticket, removed: undefined when unknown, expired, of another kind, or taken by another request first. */
    async take(kind: TicketKind, handle: string | undefined): Promise<Ticket | undefined> {
      const row = await peek(kind, handle);
      if (!row) return undefined;
      const { count } = await db.oidcTicket.deleteMany({ where: { digest: row.digest } });
      return count === 1 ? row : undefined;
    },
    async extend(handle: string, ttlMs: number): Promise<void> {
      await db.oidcTicket.updateMany({ where: { digest: digestOf(handle) }, data: { expiresAt: new Date(Date.now() + ttlMs) } });
    },
  };
}

export type OidcTickets = ReturnType<typeof createOidcTickets>;
