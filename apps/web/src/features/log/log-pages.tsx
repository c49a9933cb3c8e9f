// /monitor/log/usual|api|error: the three server logs, read-only lists with a detail view (Blade's log screens).
import type { CrudColumn, CrudFormField, CrudScreen, CrudSearchField } from '../../components/crud/crud-types.ts';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import * as logApiRoutes from '../../generated/routes/log-api.ts';
import * as logErrorRoutes from '../../generated/routes/log-error.ts';
import * as logUsualRoutes from '../../generated/routes/log-usual.ts';

const CALLS = { usual: logUsualRoutes.crud, api: logApiRoutes.crud, error: logErrorRoutes.crud };

const common: CrudFormField[] = [
  { name: 'serviceId', label: 'log:serviceId' },
  { name: 'serverHost', label: 'log:serverHost' },
  { name: 'serverIp', label: 'log:serverIp' },
  { name: 'env', label: 'log:env' },
  { name: 'method', label: 'log:method' },
  { name: 'requestUri', label: 'log:requestUri' },
  { name: 'remoteIp', label: 'log:remoteIp' },
  { name: 'createBy', label: 'log:createBy' },
  { name: 'createTime', label: 'log:createTime' },
  { name: 'userAgent', label: 'log:userAgent', wide: true },
  { name: 'params', label: 'log:params', type: 'textarea', wide: true },
];
const tail: CrudColumn[] = [
  { field: 'createBy', label: 'log:createBy', width: 110 },
  { field: 'createTime', label: 'log:createTime', width: 170 },
];
const search: CrudSearchField[] = [
  { name: 'serviceId', label: 'log:serviceId' },
  { name: 'requestUri', label: 'log:requestUri' },
  { name: 'createBy', label: 'log:createBy' },
];

function logScreen(
  kind: 'usual' | 'api' | 'error',
  columns: CrudColumn[],
  fields: CrudFormField[],
  extraSearch: CrudSearchField[] = [],
): CrudScreen {
  return {
    key: `log-${kind}`,
    api: CALLS[kind],
    permission: `log_${kind}`,
    columns: [
      { field: 'serviceId', label: 'log:serviceId', width: 110 },
      { field: 'serverHost', label: 'log:serverHost', width: 140 },
      ...columns,
      ...tail,
    ],
    search: [...search, ...extraSearch],
    fields: [...fields, ...common],
    dialogWidth: 'md',
  };
}

const usual = logScreen(
  'usual',
  [
    { field: 'logLevel', label: 'log:logLevel', width: 90 },
    { field: 'logId', label: 'log:logId', width: 130 },
    { field: 'logData', label: 'log:logData' },
  ],
  [
    { name: 'logLevel', label: 'log:logLevel' },
    { name: 'logId', label: 'log:logId' },
    { name: 'logData', label: 'log:logData', type: 'textarea', wide: true },
  ],
  [{ name: 'logId', label: 'log:logId' }],
);

const api = logScreen(
  'api',
  [
    { field: 'title', label: 'log:title' },
    { field: 'method', label: 'log:method', width: 80 },
    { field: 'requestUri', label: 'log:requestUri' },
    { field: 'httpStatus', label: 'log:httpStatus', width: 90 },
    { field: 'time', label: 'log:time', width: 100 },
  ],
  [
    { name: 'title', label: 'log:title', wide: true },
    { name: 'type', label: 'log:type' },
    { name: 'httpStatus', label: 'log:httpStatus' },
    { name: 'time', label: 'log:time' },
  ],
  [{ name: 'title', label: 'log:title' }],
);

const error = logScreen(
  'error',
  [
    { field: 'exceptionName', label: 'log:exceptionName', width: 160 },
    { field: 'message', label: 'log:message' },
    { field: 'requestUri', label: 'log:requestUri' },
  ],
  [
    { name: 'exceptionName', label: 'log:exceptionName' },
    { name: 'message', label: 'log:message', type: 'textarea', wide: true },
    { name: 'fileName', label: 'log:fileName', wide: true },
    { name: 'methodName', label: 'log:methodName' },
    { name: 'lineNumber', label: 'log:lineNumber' },
    { name: 'stackTrace', label: 'log:stackTrace', type: 'textarea', wide: true },
  ],
  [{ name: 'exceptionName', label: 'log:exceptionName' }],
);

export const UsualLogPage = () => <CrudPage screen={usual} />;
export const ApiLogPage = () => <CrudPage screen={api} />;
export const ErrorLogPage = () => <CrudPage screen={error} />;
