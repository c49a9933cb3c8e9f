// /blade-system/tenant: the platform's tenants. Tenant rows are not tenant-scoped by the tenancy extension (the table
// is the tenant list itself), so the "only your own tenant outside 000000" rule of Blade is applied here.
import type { z } from 'zod';
import { tenantEntity, tenantRoutes } from '@blade/contract';
import { badRequest, forbidden } from '../../../core/app-error.ts';
import { createCrudService, recordFields } from '../../../core/crud/crud-service.ts';
import { mountCrud } from '../../../core/crud/mount-crud.ts';
import { replyStatus, replySuccess } from '../../../core/envelope.ts';
import { clientAddress, createRateLimiter } from '../../../core/rate-limit.ts';
import type { Mount } from '../../../core/mount-route.ts';
import type { AuthUser } from '../../../lib/request-context.ts';
import { ADMIN_TENANT_ID, currentContext, seesAllTenants, unscoped } from '../../../lib/request-context.ts';
import type { DbClient } from '../../../db/prisma.ts';
import { tenantByDomain } from '../../../db/sql/tenant-by-domain.ts';
import type { Services } from '../../../services.ts';
import { firstPasswordHours, issuePassword, setBySomeoneElse } from '../../auth/first-password.ts';
import { revokeUserSessions } from '../../auth/sessions.ts';
import { mountTenantSettings } from './tenant-settings.ts';
import { tenantModeOn } from './tenant-mode.ts';
import { provisionTenant } from './tenant-provisioning.ts';

type TenantSubmit = z.output<typeof tenantEntity.submit>;

export const tenantFields = recordFields(tenantEntity.record);

/** Blade's tenant reads need the `admin` or `administrator` role, whatever menus the caller was granted. */
function assertTenantReader(user: AuthUser): void {
  if (!user.roleAliases.some((r) => r === 'admin' || r === 'administrator')) throw forbidden();
}

/** Tenant 000000's administrator sees every tenant; anyone else only their own row. */
export const visibleTenants = (user: AuthUser) => (seesAllTenants(user) ? {} : { tenantId: user.tenantId });

async function assertDomainFree(db: DbClient, domain: string | null | undefined, exceptId: bigint | undefined) {
  if (!domain) return;
  const taken = await db.tenant.count({ where: { domain, ...(exceptId ? { id: { not: exceptId } } : {}) } });
  if (taken) throw badRequest('tenantDomainTaken', { domain });
}

export function mountTenant(
  mount: Mount,
  s: Pick<Services, 'config' | 'crudDeps' | 'dates' | 'db' | 'params' | 'passwords' | 'sql'>,
): void {
  const service = createCrudService(
    {
      spec: tenantEntity,
      model: (db) => db.tenant,
      defaultOrder: [{ id: 'asc' }],
      baseWhere: () => visibleTenants(currentContext().user!),
    },
    s.crudDeps,
  );

  async function insert(body: TenantSubmit) {
    const { id: _id, packageId, accountNumber, ...fields } = body;
    const quota = accountNumber ?? (await s.params.numberValue('tenant.default.accountNumber', -1));
    // The admin's first password is random and told once, to the creator, who hands it to the tenant's owner: no
    // password anyone could know before them (a tenant id is no secret: tenant/info gives it for a bound domain).
    const hours = await firstPasswordHours(s);
    const { password, hash } = issuePassword();
    // The role, dept, post, dictionaries and user belong to the new tenant, not to the caller's: scoping is lifted.
    await unscoped(() =>
      s.db.$transaction((tx) =>
        provisionTenant(
          tx,
          {
            ...fields,
            accountNumber: quota,
            packageId: packageId === undefined ? undefined : BigInt(packageId),
          },
          { password: hash, ...setBySomeoneElse(hours) },
        ),
      ),
    );
    return replySuccess('tenantCreated', { password, hours: String(hours) }, { passwords: [{ account: 'admin', password }] });
  }

  async function update(body: TenantSubmit & { id: string }) {
    const { tenantName, domain, backgroundUrl, linkman, contactNumber, address } = body;
    const { count } = await s.db.tenant.updateMany({
      where: { id: BigInt(body.id) },
      data: { tenantName, domain, backgroundUrl, linkman, contactNumber, address },
    });
    if (!count) throw badRequest('notFoundRecord');
    return replyStatus(true);
  }

  mountCrud(mount, tenantEntity, service, {
    list: ({ query }, { user }) => (assertTenantReader(user), service.page(query as never, user)),
    page: ({ query }, { user }) => (assertTenantReader(user), service.page(query as never, user)),
    detail: async ({ query }, { user }) => {
      assertTenantReader(user);
      const row = await s.db.tenant.findFirst({ where: { id: BigInt((query as { id: string }).id), ...visibleTenants(user) } });
      return row ? tenantFields(row) : null;
    },
    submit: async ({ body }) => {
      const b = body;
      await assertDomainFree(s.db, b.domain, b.id ? BigInt(b.id) : undefined);
      return b.id ? update(b as TenantSubmit & { id: string }) : insert(b);
    },
    remove: async ({ query }) => {
      const ids = query.ids.map(BigInt);
      const rows = await s.db.tenant.findMany({ where: { id: { in: ids } }, select: { tenantId: true } });
      if (rows.some((r) => r.tenantId === ADMIN_TENANT_ID)) throw badRequest('tenantRemoveAdmin');
      const codes = rows.map((r) => r.tenantId);
      // A removed tenant's accounts go with it (Blade soft-deletes them too); its other rows stay for the record.
      const count = await s.db.$transaction(async (tx) => {
        const removed = await tx.tenant.updateMany({ where: { id: { in: ids } }, data: { isDeleted: 1 } });
        const users = await tx.user.findMany({ where: { tenantId: { in: codes } }, select: { id: true } });
        await tx.user.updateMany({ where: { tenantId: { in: codes } }, data: { isDeleted: 1 } });
        await revokeUserSessions(
          tx,
          users.map((u) => u.id),
        );
        return removed.count;
      });
      return replyStatus(count > 0);
    },
  });

  mount(tenantRoutes.select, async (_input, { user }) =>
    (await s.db.tenant.findMany({ where: visibleTenants(user), orderBy: { id: 'asc' } })).map(tenantFields),
  );

  mount(tenantRoutes.findByName, async ({ query }, { user }) =>
    (await s.db.tenant.findMany({ where: { tenantName: { contains: query.name }, ...visibleTenants(user) }, orderBy: { id: 'asc' } })).map(
      tenantFields,
    ),
  );

  // Anonymous like the captcha: counted per address in the captcha's budget, so asking about many domains costs
  // what trying them at the sign-in form does.
  const infoLimit = createRateLimiter(s.sql, s.config.rateLimits.captcha);
  mount(tenantRoutes.info, async ({ query }, { req }) => {
    await infoLimit.hit(`tenant-info:${clientAddress(req)}`);
    // Public: the sign-in page of a domain asks before anyone signs in. Only a tenant bound to exactly that domain
    // (no prefix or pattern), live, and only what its sign-in page shows; nothing for a guess that misses.
    const row = query.domain ? await tenantByDomain(s.db, query.domain) : undefined;
    return { ...row, exists: row !== undefined, tenantMode: await tenantModeOn(s) };
  });

  mountTenantSettings(mount, s);
}
