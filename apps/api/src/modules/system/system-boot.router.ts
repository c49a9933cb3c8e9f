// The system routes the console needs to boot: the public params (its menus and buttons: menu/menu.routes.ts).
import { PUBLIC_PARAM_KEYS, routes } from '@blade/contract';
import { pageOfRows, replyStatus } from '../../core/envelope.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { assertMayChangeAccounts } from './user/account-policy.ts';

const r = routes.system;

export function mountSystemBootRoutes(mount: Mount, s: Pick<Services, 'db' | 'params' | 'unlockUsers'>): void {
  // Blade's listNotAuth reads any param without a token; here only the keys meant for the public (never
  // account.initPassword and friends).
  mount(r.paramListNotAuth, async ({ query }) => {
    const keys = query.paramKey ? PUBLIC_PARAM_KEYS.filter((k) => k === query.paramKey) : PUBLIC_PARAM_KEYS;
    const rows = await s.params.list(keys);
    const records = rows.map((p) => ({ id: p.id, paramName: p.paramName, paramKey: p.paramKey, paramValue: p.paramValue }));
    return pageOfRows(records, query);
  });

  mount(r.userUnlock, async ({ query }, { user }) => {
    await assertMayChangeAccounts(s.db, user, query.userIds);
    await s.unlockUsers(query.userIds);
    return replyStatus(true);
  });
}
