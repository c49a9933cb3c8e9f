// /monitor/log/sign-in: 登录日志, every sign-in attempt with its method and outcome (read-only, with export). A
// tenant's administrators see their tenant's attempts; the platform administrator everyone's.
import { useTranslation } from 'react-i18next';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as signInRoutes from '../../generated/routes/log-sign-in.ts';
import { SIGN_IN_METHODS, SIGN_IN_OUTCOMES, type SignInMethod, type SignInOutcome } from '@blade/contract/sign-in-log';

const OUTCOMES: readonly string[] = SIGN_IN_OUTCOMES;
const METHODS: readonly string[] = SIGN_IN_METHODS;

/** A stored code in the console's language; a code this console does not know shows as stored. */
function Coded({ kind, value }: { kind: 'outcome' | 'method'; value: unknown }) {
  const { t } = useTranslation(['log']);
  const code = typeof value === 'string' ? value : '';
  if (kind === 'outcome' && OUTCOMES.includes(code)) return t(`log:signIn.outcomes.${code as SignInOutcome}`);
  if (kind === 'method' && METHODS.includes(code)) return t(`log:signIn.methods.${code as SignInMethod}`);
  return code;
}

const screen: CrudScreen = {
  key: 'log-sign-in',
  api: signInRoutes.crud,
  permission: 'log_sign_in',
  partialSearch: true,
  columns: [
    { field: 'account', label: 'log:signIn.account', width: 140 },
    { field: 'tenantId', label: 'log:signIn.tenantId', width: 100 },
    { field: 'outcome', label: 'log:signIn.outcome', width: 140, render: (row) => <Coded kind="outcome" value={row.outcome} /> },
    { field: 'method', label: 'log:signIn.method', width: 110, render: (row) => <Coded kind="method" value={row.method} /> },
    { field: 'remoteIp', label: 'log:remoteIp', width: 140 },
    { field: 'userAgent', label: 'log:userAgent' },
    { field: 'createTime', label: 'log:signIn.time', width: 170 },
  ],
  search: [
    { name: 'account', label: 'log:signIn.account' },
    {
      name: 'outcome_equal',
      label: 'log:signIn.outcome',
      type: 'select',
      options: SIGN_IN_OUTCOMES.map((o) => ({ value: o, label: `log:signIn.outcomes.${o}` as const })),
    },
    {
      name: 'method_equal',
      label: 'log:signIn.method',
      type: 'select',
      options: SIGN_IN_METHODS.map((m) => ({ value: m, label: `log:signIn.methods.${m}` as const })),
    },
  ],
  fields: [
    { name: 'account', label: 'log:signIn.account' },
    { name: 'tenantId', label: 'log:signIn.tenantId' },
    { name: 'outcome', label: 'log:signIn.outcome' },
    { name: 'method', label: 'log:signIn.method' },
    { name: 'remoteIp', label: 'log:remoteIp' },
    { name: 'createTime', label: 'log:signIn.time' },
    { name: 'userAgent', label: 'log:userAgent', wide: true },
  ],
  dialogWidth: 'md',
};

export const SignInLogPage = () => <CrudPage screen={screen} />;
