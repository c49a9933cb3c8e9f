import { z } from 'zod';
import { isBladeId, ZId, ZIdList, zIssuedPasswords, zNoData, zOrEmpty } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, publicAccess, rolesAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';
import { tenantPackageEntity } from './tenant-package.ts';

/** An account quota (-1 unlimited), optional: the console sends "" for an empty field, which must not read as 0. */
const zQuota = z.preprocess((v) => (v === '' || v === null ? undefined : v), zInt.min(-1).optional());
/** An optional id; "" clears it, and so does null (Saber's edit form sends the record back, `packageId: null` included). */
const zOptionalId = z
  .union([ZId, z.literal(''), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null ? undefined : v));

export const tenantEntity = defineEntity({
  name: 'tenant',
  base: '/blade-system/tenant',
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    tenantName: z.string(),
    domain: z.string().nullable(),
    backgroundUrl: z.string().nullable(),
    linkman: z.string().nullable(),
    contactNumber: z.string().nullable(),
    address: z.string().nullable(),
    accountNumber: z.number(),
    expireTime: z.string().nullable(),
    packageId: z.string().nullable(),
    datasourceId: z.string().nullable(),
    licenseKey: z.string().nullable(),
  }),
  // tenantId is generated on insert and never changes; quota, expiry, package and datasource have their own
  // routes (setting, package-setting, datasource), so an edit form sending them back changes nothing.
  submit: z.object({
    id: zSubmitId,
    tenantName: zRequiredText(50),
    domain: zText(255),
    backgroundUrl: zText(1000),
    linkman: zText(20),
    contactNumber: zText(20),
    address: zText(255),
    /** Insert only: the quota of the new tenant (-1 unlimited); the `tenant.default.accountNumber` param otherwise. */
    accountNumber: zQuota,
    /** Insert only: the package whose menus bound the new tenant's admin role. */
    packageId: zOptionalId,
  }),
  filters: {
    ...baseFilters,
    tenantId: 'string',
    tenantName: 'string',
    linkman: 'string',
    contactNumber: 'string',
    domain: 'string',
    accountNumber: 'int',
    expireTime: 'date',
    packageId: 'id',
  },
  listStyle: 'map',
  sortable: ['tenantId', 'tenantName', 'accountNumber', 'expireTime', 'createTime'],
  permission: 'tenant',
  scope: 'platform',
  actions: ['list', 'page', 'detail', 'submit', 'remove'],
  // An insert answers the new admin's first password, once; an update answers no data.
  answers: { submit: z.union([zIssuedPasswords, zNoData]) },
});

/** Blade lets a tenant's own `admin` read its tenant row (the user form's tenant select needs it). */
const tenantReaders = rolesAccess('administrator', 'admin');
const platformAdmin = rolesAccess('administrator');

export const tenantRoutes = {
  select: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant/select',
    access: tenantReaders,
    response: 'envelope',
    answer: z.array(tenantEntity.record),
    summary: 'Every tenant the caller may see (only its own outside tenant 000000), for selects',
  }),
  findByName: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant/find-by-name',
    access: tenantReaders,
    response: 'envelope',
    answer: z.array(tenantEntity.record),
    query: z.object({ name: z.string().trim().max(50).default('') }),
    summary: 'Tenants whose name contains the text',
  }),
  setting: defineRoute({
    method: 'POST',
    path: '/blade-system/tenant/setting',
    access: platformAdmin,
    response: 'envelope',
    answer: zNoData,
    query: z.object({
      ids: ZIdList,
      accountNumber: zQuota,
      /** `yyyy-MM-dd HH:mm:ss`; empty means the licence never expires. */
      expireTime: z.string().trim().max(32).optional(),
    }),
    summary: 'Set the account quota and the expiry of tenants (and their licence key)',
  }),
  datasource: defineRoute({
    method: 'POST',
    path: '/blade-system/tenant/datasource',
    access: platformAdmin,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ tenantId: zRequiredText(12), datasourceId: zOptionalId }),
    summary: 'Bind a tenant (by its 6-digit code) to a datasource; an empty datasourceId unbinds it',
  }),
  info: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant/info',
    access: publicAccess,
    response: 'envelope',
    answer: z.object({
      tenantMode: z.boolean(),
      /** Whether a tenant is bound to exactly this domain; the fields below come only with one. */
      exists: z.boolean(),
      // A domain-bound sign-in page fills the tenant in for its visitors (Saber reads tenantId): what that page shows
      // anyway, for a domain the asker already knows.
      tenantId: z.string().optional(),
      tenantName: z.string().optional(),
      domain: z.string().nullable().optional(),
      backgroundUrl: z.string().nullable().optional(),
    }),
    query: z.object({ domain: z.string().trim().max(255).default('') }),
    summary: 'The sign-in page of a domain: whether a tenant is bound to exactly that domain, its id, name and background (rate limited)',
  }),
  packageDetail: defineRoute({
    method: 'GET',
    path: '/blade-system/tenant/package-detail',
    access: platformAdmin,
    response: 'envelope',
    answer: zOrEmpty(tenantPackageEntity.record),
    // Saber sends the tenant row's id under this name; a 6-digit tenant code is accepted too.
    query: z.object({ tenantId: zRequiredText(19).refine(isBladeId, 'v.numericId') }),
    summary: 'The package of a tenant, or empty',
  }),
  packageSetting: defineRoute({
    method: 'POST',
    path: '/blade-system/tenant/package-setting',
    access: platformAdmin,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ tenantId: zRequiredText(12), packageId: zOptionalId }),
    summary: 'Bind a tenant (by its 6-digit code) to a package; an empty packageId unbinds it',
  }),
};
