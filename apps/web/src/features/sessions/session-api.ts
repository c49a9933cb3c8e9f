// The session routes of blade-auth (在线用户 and 个人信息's own sessions).
import type { Session } from '@blade/contract';
import { call } from '../../api/client.ts';
import * as sessionRoutes from '../../generated/routes/session.ts';

export type { Session };

export const fetchSessions = (current: number, size: number, account?: string) =>
  call(sessionRoutes.list, { query: { current, size, account: account || undefined } });
export const endSessions = (ids: string[]) => call(sessionRoutes.remove, { query: { ids: ids.join(',') } });
export const fetchOwnSessions = () => call(sessionRoutes.mine);
export const endOwnSession = (id: string) => call(sessionRoutes.removeMine, { query: { id } });
