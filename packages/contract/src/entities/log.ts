// Blade's three logs (blade-api.md 6.4): read-only lists and details for administrators; the API writes the rows
// itself (apps/api/src/modules/log). The console's local error log is uploaded through `error/upload`.
import { z } from 'zod';
import { defineEntity, ZDetailQuery, ZListQuery } from '../crud.ts';
import type { Access } from '../route.ts';
import { defineRoute, permissionAccess, rolesAccess, tokenAccess } from '../route.ts';
import { zNoData, zOrEmpty, zPage } from '../common.ts';

/** LogAbstract: the columns every log shares. */
const logShape = {
  id: z.string(),
  tenantId: z.string(),
  serviceId: z.string().nullable(),
  serverHost: z.string().nullable(),
  serverIp: z.string().nullable(),
  env: z.string().nullable(),
  method: z.string().nullable(),
  requestUri: z.string().nullable(),
  userAgent: z.string().nullable(),
  remoteIp: z.string().nullable(),
  methodClass: z.string().nullable(),
  methodName: z.string().nullable(),
  params: z.string().nullable(),
  createBy: z.string().nullable(),
  createTime: z.string(),
};
const logFilters = {
  id: 'id',
  tenantId: 'string',
  serviceId: 'string',
  serverHost: 'string',
  serverIp: 'string',
  env: 'string',
  method: 'string',
  requestUri: 'string',
  remoteIp: 'string',
  createBy: 'string',
  createTime: 'date',
} as const;
/** Logs have no submit; the declaration only feeds the list protocol. */
const noSubmit = z.object({});

export const logUsualEntity = defineEntity({
  name: 'log-usual',
  base: '/blade-log/usual',
  record: z.object({ ...logShape, logLevel: z.string().nullable(), logId: z.string().nullable(), logData: z.string().nullable() }),
  submit: noSubmit,
  filters: { ...logFilters, logLevel: 'string', logId: 'string', logData: 'string' },
  listStyle: 'map',
  sortable: ['createTime'],
  permission: 'log_usual',
  scope: 'tenant',
  actions: ['list', 'detail'],
});

export const logApiEntity = defineEntity({
  name: 'log-api',
  base: '/blade-log/api',
  record: z.object({
    ...logShape,
    type: z.string().nullable(),
    title: z.string().nullable(),
    time: z.string().nullable(),
    httpStatus: z.number().nullable(),
  }),
  submit: noSubmit,
  filters: { ...logFilters, type: 'string', title: 'string', httpStatus: 'int' },
  listStyle: 'map',
  sortable: ['createTime'],
  permission: 'log_api',
  scope: 'tenant',
  actions: ['list', 'detail'],
});

export const logErrorEntity = defineEntity({
  name: 'log-error',
  base: '/blade-log/error',
  record: z.object({
    ...logShape,
    stackTrace: z.string().nullable(),
    exceptionName: z.string().nullable(),
    message: z.string().nullable(),
    fileName: z.string().nullable(),
    lineNumber: z.number().nullable(),
  }),
  submit: noSubmit,
  filters: { ...logFilters, exceptionName: 'string', message: 'string' },
  listStyle: 'map',
  sortable: ['createTime'],
  permission: 'log_error',
  scope: 'tenant',
  actions: ['list', 'detail'],
});

/**
 * 登录日志 (not in Blade): every sign-in attempt with its method and outcome. Unlike Blade's three logs, a tenant's
 * administrators read their own tenant's rows (permission `log_sign_in`); the platform administrator reads all.
 */
export const logSignInEntity = defineEntity({
  name: 'log-sign-in',
  base: '/blade-log/sign-in',
  record: z.object({
    id: z.string(),
    tenantId: z.string(),
    account: z.string().nullable(),
    remoteIp: z.string().nullable(),
    userAgent: z.string().nullable(),
    method: z.string(),
    outcome: z.string(),
    createTime: z.string(),
  }),
  submit: noSubmit,
  filters: { id: 'id', tenantId: 'string', account: 'string', remoteIp: 'string', method: 'string', outcome: 'string', createTime: 'date' },
  listStyle: 'map',
  sortable: ['createTime'],
  permission: 'log_sign_in',
  scope: 'tenant',
  actions: ['list', 'detail'],
});

/** Text of a local log entry, cut to `max` rather than refused: the console keeps whatever the browser threw. */
const zCut = (max: number) =>
  z
    .string()
    .transform((s) => s.slice(0, max))
    .optional()
    .nullable();

/** One entry of the console's local error log (spec 2: type, message, stack, info, url, time). */
export const ZLocalLogEntry = z.looseObject({
  type: zCut(64),
  message: zCut(4000),
  stack: zCut(20000),
  info: zCut(4000),
  url: zCut(1000),
  time: zCut(64),
});

const admin = rolesAccess('administrator');
const logRoutesOf = (base: string, what: string, record: z.ZodObject, access: Access = admin) => ({
  list: defineRoute({
    method: 'GET',
    path: `${base}/list`,
    access,
    response: 'envelope',
    answer: zPage(record),
    query: ZListQuery,
    summary: `List the ${what} log (paged, map filters)`,
  }),
  detail: defineRoute({
    method: 'GET',
    path: `${base}/detail`,
    access,
    response: 'envelope',
    answer: zOrEmpty(record),
    query: ZDetailQuery,
    summary: `One ${what} log row`,
  }),
});

export const logRoutes = {
  usual: logRoutesOf('/blade-log/usual', 'usual', logUsualEntity.record),
  api: logRoutesOf('/blade-log/api', 'api', logApiEntity.record),
  error: logRoutesOf('/blade-log/error', 'error', logErrorEntity.record),
  signIn: logRoutesOf('/blade-log/sign-in', 'sign-in', logSignInEntity.record, permissionAccess('log_sign_in')),
  errorUpload: defineRoute({
    method: 'POST',
    path: '/blade-log/error/upload',
    access: tokenAccess,
    response: 'envelope',
    answer: zNoData,
    body: z.array(ZLocalLogEntry).max(500),
    summary: "Store the console's local error log as error-log rows of the caller's tenant",
  }),
};

/** The log routes as one flat group, for the route table. */
export const logRouteGroup = {
  usualList: logRoutes.usual.list,
  usualDetail: logRoutes.usual.detail,
  apiList: logRoutes.api.list,
  apiDetail: logRoutes.api.detail,
  errorList: logRoutes.error.list,
  errorDetail: logRoutes.error.detail,
  signInList: logRoutes.signIn.list,
  signInDetail: logRoutes.signIn.detail,
  errorUpload: logRoutes.errorUpload,
};
