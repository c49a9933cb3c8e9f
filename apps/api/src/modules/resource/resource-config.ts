// What the OSS and SMS configurations share: masked secrets, a code unique per tenant, `enable` (exactly one
// enabled row per tenant; the partial unique index blade_*_one_enabled backs it against racing calls) and the
// lookup of the configuration a call uses (by code, else the enabled one); an endpoint checked by the outbound guard
// at save.
import { SECRET_MASK_PATTERN } from '@blade/contract';
import { badRequest } from '../../core/app-error.ts';
import { replyStatus } from '../../core/envelope.ts';
import type { DbClient } from '../../db/prisma.ts';
import type { OutboundGuard } from '../../core/outbound/outbound-guard.ts';
import { assertOutboundAllowed, hostOfUrl } from '../../core/outbound/save-check.ts';

/** Blade's status of a configuration: 1 disabled, 2 enabled (dict yes_no). */
export const ENABLED = 2;
export const DISABLED = 1;

/** `ab******yz`: never the whole secret; short secrets show nothing of themselves. */
export function maskSecret(secret: string | null | undefined): string | null {
  if (!secret) return secret ?? null;
  return secret.length >= 12 ? `${secret.slice(0, 2)}******${secret.slice(-2)}` : '******';
}

/** A stored configuration as these rules read it: its id and its fields by name. */
type ConfigRow = { id: bigint } & Record<string, unknown>;

type ConfigDelegate = {
  count(args: object): Promise<number>;
  findFirst(args: object): Promise<{ id: bigint } | null>;
  update(args: object): Promise<unknown>;
  updateMany(args: object): Promise<{ count: number }>;
};

/**
 * The submit hook of a configuration: the code must be free in the tenant, and a masked secret sent back
 * unchanged keeps the stored one (the console only ever sees the mask). `secretFields`: the fields answered masked.
 */
export async function prepareConfig(
  body: Record<string, unknown>,
  model: ConfigDelegate,
  codeField: string,
  existing: ConfigRow | undefined,
  secretFields: readonly string[] = ['secretKey'],
) {
  const code = body[codeField] as string;
  const taken = await model.count({ where: { [codeField]: code, ...(existing ? { id: { not: existing.id } } : {}) } });
  if (taken) throw badRequest('resourceCodeExists');
  const kept: Record<string, unknown> = {};
  for (const field of secretFields) {
    const secret = body[field] as string | null | undefined;
    if (!secret || !SECRET_MASK_PATTERN.test(secret)) continue;
    if (!existing?.[field]) throw badRequest('resourceSecretMasked');
    kept[field] = existing[field];
  }
  return { ...body, ...kept };
}

/** An endpoint (when the form has one) the outbound guard will refuse is refused at save, naming OUTBOUND_ALLOW. */
export async function assertEndpointAllowed(
  guard: OutboundGuard,
  endpoint: string | null | undefined,
  message: 'ossAddressRefused' | 'smsAddressRefused',
) {
  const host = endpoint ? hostOfUrl(endpoint) : undefined;
  if (host) await assertOutboundAllowed(guard, host, message);
}

/** Enables one configuration of the caller's tenant and disables the others, in one transaction. */
export async function enableConfig(
  db: { $transaction<T>(fn: (tx: DbClient) => Promise<T>): Promise<T> },
  model: (tx: DbClient) => ConfigDelegate,
  id: string,
) {
  return db.$transaction(async (tx) => {
    const m = model(tx);
    const row = await m.findFirst({ where: { id: BigInt(id) } });
    if (!row) throw badRequest('notFoundRecord');
    await m.updateMany({ where: { status: ENABLED, id: { not: row.id } }, data: { status: DISABLED } });
    await m.update({ where: { id: row.id }, data: { status: ENABLED } });
    return replyStatus(true);
  });
}

/** The configuration a call uses: the one named by `code`, else the enabled one, else none (the default provider). */
export async function activeConfig<T>(
  model: { findFirst(args: object): Promise<T | null> },
  codeField: string,
  code: string | undefined,
  missing: 'ossConfigMissing' | 'smsConfigMissing',
): Promise<T | null> {
  if (code) {
    const row = await model.findFirst({ where: { [codeField]: code } });
    if (!row) throw badRequest(missing, { code });
    return row;
  }
  return model.findFirst({ where: { status: ENABLED } });
}
