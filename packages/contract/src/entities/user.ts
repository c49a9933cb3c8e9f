// Users (blade-api §3.5): served at /blade-system/user/* and, as Blade 2.x/3.x consoles call them, /blade-user/*.
// Roles live in a link table, but the API speaks Blade's `roleId` comma string in and out, as it does for
// `deptId` and `postId`.
import { z } from 'zod';
import { isBladeIdCsv, pagingShape, ZId, ZIdList, zIssuedPasswords, zNoData, zOrEmpty, zPage } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { binaryAnswer, defineRoute, permissionAccess, tokenAccess, XLSX } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

const paths = (action: string) => ({ path: `/blade-system/user/${action}`, aliases: [`/blade-user/${action}`] });

/** A comma-joined id list as Blade stores it (`1,2`); also accepted as a number or an array. "" clears it. */
export const zIdCsv = z
  .union([z.string(), z.number().int().nonnegative(), z.array(z.union([z.string(), z.number()]))])
  .transform((v) =>
    (Array.isArray(v) ? v.join(',') : String(v))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .join(','),
  )
  .pipe(z.string().refine((v) => v === '' || isBladeIdCsv(v), 'v.numericIds'));

/** A Blade date (`yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`); "" or null clears it. The API checks the calendar. */
export const zBladeDateText = z
  .union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, 'must be yyyy-MM-dd HH:mm:ss'),
  ])
  .optional()
  .nullable();

/** An optional small number the console may send as "" for "not chosen". */
const zOptionalInt = (min: number, max: number) => z.preprocess((v) => (v === '' ? null : v), zInt.min(min).max(max).optional().nullable());

/** An account name, wherever one is chosen (user submit, self-registration, import): no spaces, no commas. */
export const zAccountName = zRequiredText(45).regex(/^[^\s,]+$/, 'v.noSpaceOrComma');

const MD5_HEX = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{32}$/, 'v.md5Password')
  .transform((v) => v.toLowerCase());

/**
 * A password of the own password change as a console sends it: the md5 hex (BladeX consoles, ours) or the password
 * itself (Saber 4.x: SpringBlade hashes it on its side); the API hashes the latter. 32 hex digits read as md5.
 */
const zSentPassword = z.union([
  MD5_HEX.transform((md5) => ({ md5 })),
  z
    .string()
    .min(1)
    .max(64)
    .transform((plain) => ({ plain })),
]);

/** A mainland mobile number (11 digits, starting with 1), as the spec's phone check asks; "" or null clears it. */
const zMobile = z
  .string()
  .trim()
  .regex(/^(1\d{10})?$/, 'v.mobile')
  .optional()
  .nullable();

/** An e-mail address; "" or null clears it. */
const zEmailText = z
  .string()
  .trim()
  .max(45)
  .refine((v) => v === '' || z.email().safeParse(v).success, 'v.email')
  .optional()
  .nullable();

/** The profile fields a user may change on their own (`update-info`). */
const profileShape = {
  name: zText(20),
  realName: zText(20),
  avatar: zText(500),
  email: zEmailText,
  phone: zMobile,
  sex: zOptionalInt(1, 3),
  birthday: zBladeDateText,
};

export const userEntity = defineEntity({
  name: 'user',
  base: '/blade-system/user',
  aliasBases: ['/blade-user'],
  // UserVO: the row without its password, plus the names the console shows.
  record: z.object({
    ...baseRecordShape,
    tenantId: z.string(),
    code: z.string().nullable(),
    userType: z.number(),
    account: z.string(),
    name: z.string().nullable(),
    realName: z.string().nullable(),
    avatar: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    birthday: z.string().nullable(),
    sex: z.number().nullable(),
    roleId: z.string(),
    deptId: z.string().nullable(),
    postId: z.string().nullable(),
    tenantName: z.string(),
    userTypeName: z.string(),
    roleName: z.string(),
    deptName: z.string(),
    postName: z.string(),
    sexName: z.string(),
  }),
  // Insert (no id) needs a plain password (Saber sends the form value unhashed); with an id it is an update,
  // which never changes the password.
  submit: z.object({
    id: zSubmitId,
    tenantId: z
      .union([
        z.literal(''),
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'v.tenantId'),
      ])
      .optional()
      .nullable(),
    code: zText(12),
    // Absent keeps the stored type on update; a new user is a WEB user (1) by the column default.
    userType: z.preprocess((v) => (v === '' || v === null ? undefined : v), zInt.min(1).max(3).optional()),
    account: zAccountName,
    password: z.string().max(64).optional().nullable(),
    ...profileShape,
    name: zRequiredText(20),
    roleId: zIdCsv.optional().nullable(),
    deptId: zIdCsv.optional().nullable(),
    postId: zIdCsv.optional().nullable(),
    status: z.preprocess((v) => (v === '' || v === null ? undefined : v), zInt.min(0).max(9).optional()),
  }),
  filters: {
    ...baseFilters,
    tenantId: 'string',
    code: 'string',
    account: 'string',
    name: 'string',
    realName: 'string',
    email: 'string',
    phone: 'string',
    userType: 'int',
    sex: 'int',
    deptId: 'string',
    postId: 'string',
  },
  listStyle: 'map',
  sortable: ['account', 'name', 'realName', 'userType', 'createTime'],
  permission: 'user',
  scope: 'tenant',
  actions: ['list', 'detail', 'submit', 'remove'],
});

export type UserSubmit = z.output<typeof userEntity.submit>;

const read = permissionAccess('user');

export const ZUserPageQuery = z.looseObject({
  ...pagingShape,
  account: z.string().trim().optional(),
  realName: z.string().trim().optional(),
  userType: z.preprocess((v) => (v === '' ? undefined : v), zInt.min(1).max(3).optional()),
  tenantId: z.string().trim().optional(),
  deptId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()),
});

export const ZUserSearchQuery = z.looseObject({
  ...pagingShape,
  name: z.string().trim().max(64).optional(),
  deptName: z.string().trim().max(64).optional(),
  postName: z.string().trim().max(64).optional(),
});

const passwordPair = { newPassword: MD5_HEX, newPassword1: MD5_HEX };

export const userRoutes = {
  page: defineRoute({
    method: 'GET',
    ...paths('page'),
    access: read,
    response: 'envelope',
    answer: zPage(userEntity.record),
    query: ZUserPageQuery,
    summary: 'Page of users (UserVO); deptId also finds the users of its descendant depts',
  }),
  // BladeX's SearchController: the user list's data, so the user list's access and data scope.
  search: defineRoute({
    method: 'GET',
    path: '/blade-system/search/user',
    access: read,
    response: 'envelope',
    answer: zPage(userEntity.record),
    query: ZUserSearchQuery,
    summary: 'Page of users whose nickname, dept name or post name contains the given text',
  }),
  info: defineRoute({
    method: 'GET',
    ...paths('info'),
    access: tokenAccess,
    response: 'envelope',
    answer: zOrEmpty(userEntity.record),
    summary: "The caller's own UserVO",
  }),
  userList: defineRoute({
    method: 'GET',
    ...paths('user-list'),
    access: read,
    response: 'envelope',
    answer: z.array(userEntity.record),
    query: z.looseObject({}),
    summary: 'Every user matching exact field values (no password)',
  }),
  // Forms that pick a person (the leave form's approver) need this without the user menu: it answers names only.
  select: defineRoute({
    method: 'GET',
    ...paths('select'),
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(z.object({ id: z.string(), account: z.string(), name: z.string().nullable(), realName: z.string().nullable() })),
    query: z.object({ deptId: z.preprocess((v) => (v === '' ? undefined : v), ZId.optional()) }),
    summary: 'id, account, name and realName of the users of the tenant, for dropdowns',
  }),
  update: defineRoute({
    method: 'POST',
    ...paths('update'),
    access: permissionAccess('user_edit'),
    response: 'envelope',
    answer: zNoData,
    body: userEntity.submit.extend({ id: ZId }),
    summary: 'Update a user (never the password); re-syncs the roles',
  }),
  updateInfo: defineRoute({
    method: 'POST',
    ...paths('update-info'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.object(profileShape),
    summary: "The caller's own profile: name, realName, avatar, email, phone, sex, birthday",
  }),
  updatePassword: defineRoute({
    method: 'POST',
    ...paths('update-password'),
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ oldPassword: zSentPassword, newPassword: zSentPassword, newPassword1: zSentPassword }),
    summary: "Change the caller's password (md5 hex values, or the passwords themselves as Saber 4.x sends them)",
  }),
  resetPassword: defineRoute({
    method: 'POST',
    ...paths('reset-password'),
    access: permissionAccess('user_reset'),
    response: 'envelope',
    answer: z.union([zIssuedPasswords, zNoData]),
    query: z.object({ userIds: ZIdList }),
    summary:
      'Give each user a new random password, answered once (data and msg), to be changed at the first sign-in; it expires unused after account.initPasswordHours',
  }),
  updateUserPassword: defineRoute({
    method: 'POST',
    ...paths('updateUserPassword'),
    access: permissionAccess('user_reset'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ userId: ZId, ...passwordPair }),
    summary: "Set one user's password (md5 hex values)",
  }),
  grant: defineRoute({
    method: 'POST',
    ...paths('grant'),
    access: permissionAccess('user_role'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ userIds: ZIdList, roleIds: ZIdList }),
    summary: "Replace the users' roles",
  }),
  updatePlatform: defineRoute({
    method: 'POST',
    ...paths('update-platform'),
    access: permissionAccess('user_platform'),
    response: 'envelope',
    answer: zNoData,
    params: z.object({ userId: ZId, userType: zInt.min(1).max(3), userExt: z.string().max(10_000).optional().default('') }),
    summary: "Write a user's extension JSON for one platform (user type)",
  }),
  platformDetail: defineRoute({
    method: 'GET',
    ...paths('platform-detail'),
    access: read,
    response: 'envelope',
    answer: zOrEmpty(userEntity.record.extend({ userExt: z.string() })),
    query: z.looseObject({ id: ZId }),
    summary: 'UserVO plus userExt of its platform',
  }),
  exportUser: defineRoute({
    method: 'GET',
    ...paths('export-user'),
    access: permissionAccess('user_export'),
    response: 'envelope',
    answer: binaryAnswer(XLSX),
    query: z.looseObject({}),
    summary: 'The users of the list filters as an .xlsx file',
  }),
  exportTemplate: defineRoute({
    method: 'GET',
    ...paths('export-template'),
    access: permissionAccess('user_import', 'user_export'),
    response: 'envelope',
    answer: binaryAnswer(XLSX),
    summary: 'The empty .xlsx import template (header row only)',
  }),
  importUser: defineRoute({
    method: 'POST',
    ...paths('import-user'),
    access: permissionAccess('user_import'),
    response: 'envelope',
    answer: z.object({
      total: z.number(),
      inserted: z.number(),
      updated: z.number(),
      failed: z.array(z.object({ row: z.number(), account: z.string(), reason: z.string() })),
      ...zIssuedPasswords.shape,
    }),
    upload: { field: 'file' },
    query: z.object({ isCovered: z.enum(['0', '1']).optional() }),
    summary: 'Import users from an .xlsx (multipart `file`); isCovered=1 updates existing accounts',
  }),
};
