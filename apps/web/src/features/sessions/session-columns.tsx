// The columns a session shows in 在线用户 and in 个人信息 (there without the user, who is the reader).
import { Chip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../components/data-grid/console-grid.tsx';
import type { Session } from './session-api.ts';

const METHODS = ['password', 'sso', 'social', 'passkey'] as const;
type Method = (typeof METHODS)[number];

export function useSessionColumns(withUser: boolean): ListColumn<Session>[] {
  const { t } = useTranslation(['log']);
  const method = (code: string) => ((METHODS as readonly string[]).includes(code) ? t(`log:signIn.methods.${code as Method}`) : code);
  return [
    ...(withUser
      ? [
          { field: 'account', header: t('log:online.account'), width: 130 },
          { field: 'realName', header: t('log:online.realName'), width: 120 },
          { field: 'tenantId', header: t('log:online.tenantId'), width: 90 },
        ]
      : []),
    { field: 'remoteIp', header: t('log:online.remoteIp'), width: 140 },
    { field: 'method', header: t('log:online.method'), width: 100, render: (row) => method(row.method) },
    { field: 'createdAt', header: t('log:online.createdAt'), width: 170 },
    { field: 'lastSeenAt', header: t('log:online.lastSeenAt'), width: 170 },
    {
      field: 'userAgent',
      header: t('log:online.userAgent'),
      flex: 1,
      render: (row) => (
        <>
          {row.current && <Chip size="small" color="primary" label={t('log:online.current')} sx={{ mr: 1 }} />}
          {row.userAgent ?? ''}
        </>
      ),
    },
  ];
}
