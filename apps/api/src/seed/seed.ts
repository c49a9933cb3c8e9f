// The seed: named steps, each applied once and recorded in blade_seed_history. Running it again does nothing, so a
// restart never re-creates what an administrator deleted nor overwrites what they changed. Later versions add steps.
import type { Db } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import type { Passwords } from '../modules/auth/password.ts';
import { prepareCoreSeed, seedCore } from './seed-core.ts';
import { seedLeaveProcess } from '../modules/flow/seed-leave.ts';
import { TENANT_MODE_PARAM } from '../modules/system/tenant/tenant-mode.ts';
import { grantStartingMenus, STAFF_ROLE_MENUS } from './seed-staff-menus.ts';
import { referenceSteps, starterTermSteps } from './reference-data.ts';
import type { SeedAccounts } from './first-admin.ts';
import { FIRST_PASSWORD_HOURS_PARAM } from '../modules/auth/first-password.ts';
import { seedPlatformDatasource } from '../modules/develop/seed-platform-datasource.ts';
import { lockForTransaction } from '../db/sql/locks.ts';
import { seedSecondFactorButton } from './second-factor-button.ts';
import { addSeededMenus } from './seed-added-menus.ts';
import { seedPasskeyGrant } from './passkey-grant.ts';
import { seedOidcMenus } from './oidc-menus.ts';
import { seedMessageReview } from './message-review-seed.ts';

export type SeedStep = { name: string; run: (db: Db, options: SeedOptions) => Promise<void> };
export type SeedTx = Parameters<Parameters<Db['$transaction']>[0]>[0];

const STEPS: SeedStep[] = [
  {
    name: 'core-v1',
    run: async (db, options) => {
      if (!options.accounts) throw new Error('The first seed needs the accounts to create (seed/first-admin.ts)');
      const users = await prepareCoreSeed(options.passwords, options.accounts);
      await applyOnce(db, 'core-v1', (tx) => seedCore(tx, users));
    },
  },
  {
    // The region root every province hangs below; a database imported with its own regions keeps them.
    name: 'region-root-v1',
    run: (db) =>
      applyOnce(db, 'region-root-v1', async (tx) => {
        if (await tx.region.findUnique({ where: { code: '00' } })) return;
        await tx.region.create({ data: { code: '00', parentCode: '0', ancestors: '', name: '中华人民共和国', regionLevel: 0, sort: 1 } });
      }),
  },
  {
    // The translation platform's site settings (spec section 3): the site name (the backstage name is backend.name).
    name: 'translate-site-v1',
    run: (db) =>
      applyOnce(db, 'translate-site-v1', async (tx) => {
        const params = [
          { paramName: '翻译平台站点名称', paramKey: 'translate.webName', paramValue: '中英翻译平台', remark: '翻译首页显示的站点名称' },
        ];
        for (const p of params) {
          if (!(await tx.param.count({ where: { paramKey: p.paramKey } }))) await tx.param.create({ data: { ...p, id: nextId() } });
        }
      }),
  },
  {
    // The leave demo's process (blade-api.md 5.8): its model and a common deployment, category flow_1.
    name: 'flow-leave-v1',
    run: (db) => applyOnce(db, 'flow-leave-v1', seedLeaveProcess),
  },
  {
    // The seeded staff find their work: user, hr and boss hold the staff menus, the manager also the translation
    // platform. A role an administrator already granted menus to is left as they set it.
    name: 'staff-menus-v1',
    run: (db) => applyOnce(db, 'staff-menus-v1', (tx) => grantStartingMenus(tx, STAFF_ROLE_MENUS)),
  },
  {
    // Tenant mode (modules/system/tenant/tenant-mode.ts): `auto` asks for a tenant id once a second tenant exists.
    name: 'tenant-mode-v1',
    run: (db) =>
      applyOnce(db, 'tenant-mode-v1', async (tx) => {
        if (await tx.param.count({ where: { paramKey: TENANT_MODE_PARAM } })) return;
        await tx.param.create({
          data: {
            id: nextId(),
            paramName: '多租户模式',
            paramKey: TENANT_MODE_PARAM,
            paramValue: 'auto',
            remark: 'auto：存在第二个租户时登录页显示租户ID；on：始终显示；off：不显示（始终登录 000000）',
          },
        });
      }),
  },
  {
    // The all-powerful translate_manage button is gone: each management action has its own button (reply, remove,
    // images, site names). Installs seeded before keep no hidden code that would still grant them all.
    name: 'translate-manage-retired-v1',
    run: (db) =>
      applyOnce(db, 'translate-manage-retired-v1', async (tx) => {
        await tx.menu.updateMany({ where: { code: 'translate_manage' }, data: { isDeleted: 1 } });
      }),
  },
  {
    // 站点设置's backstage name became backend.name, the one back-office name (sidebar and title); installs seeded
    // before drop their separate translate.backName parameter, which nothing showed.
    name: 'translate-backname-merged-v1',
    run: (db) =>
      applyOnce(db, 'translate-backname-merged-v1', async (tx) => {
        await tx.param.updateMany({ where: { paramKey: 'translate.backName' }, data: { isDeleted: 1 } });
      }),
  },
  {
    // One product name: the back-office name (sidebar, title, sign-in heading) said 'Blade 管理后台' beside the
    // title's 'Blade Console'. An install still on the old default takes the product's name; a name of its own stays.
    name: 'one-product-name-v1',
    run: (db) =>
      applyOnce(db, 'one-product-name-v1', async (tx) => {
        await tx.param.updateMany({
          where: { paramKey: 'backend.name', paramValue: 'Blade 管理后台' },
          data: { paramValue: 'Blade Console' },
        });
      }),
  },
  {
    // No shared first password: passwords set for someone else are random and shown once
    // (modules/auth/first-password.ts), so nothing reads account.initPassword. Its row goes, so no screen offers a
    // setting that does nothing; the hours such a password stays valid unused take its place.
    name: 'init-password-retired-v1',
    run: (db) =>
      applyOnce(db, 'init-password-retired-v1', async (tx) => {
        await tx.param.updateMany({ where: { paramKey: 'account.initPassword' }, data: { isDeleted: 1 } });
        if (await tx.param.count({ where: { paramKey: FIRST_PASSWORD_HOURS_PARAM } })) return;
        await tx.param.create({
          data: {
            id: nextId(),
            paramName: '初始密码有效期(小时)',
            paramKey: FIRST_PASSWORD_HOURS_PARAM,
            paramValue: '72',
            remark: '新租户管理员、重置或导入的随机初始密码,超过该小时数未使用即失效,须重新重置',
          },
        });
      }),
  },
  {
    // The built-in datasource (modules/develop/datasource-access.ts): the developer tools work on a fresh install.
    name: 'platform-datasource-v1',
    run: (db) => applyOnce(db, 'platform-datasource-v1', seedPlatformDatasource),
  },
  {
    // The second factor's reset button (issue 40) for installs seeded before it.
    name: 'second-factor-button-v1',
    run: (db) => applyOnce(db, 'second-factor-button-v1', seedSecondFactorButton),
  },
  {
    // 登录日志 and 在线用户 (issue 40), for the platform administrator and every tenant's administrators.
    name: 'sign-in-log-online-v1',
    run: (db) => applyOnce(db, 'sign-in-log-online-v1', (tx) => addSeededMenus(tx, ['log_sign_in', 'online_user'])),
  },
  {
    // 待审核 (issue 40) beside 用户管理, for the administrators who hold 用户管理 (the platform's and every tenant's).
    name: 'user-approval-menu-v1',
    run: (db) => applyOnce(db, 'user-approval-menu-v1', (tx) => addSeededMenus(tx, ['user_approval'], 'user')),
  },
  {
    // Passkeys (issue 40): the passkey grant for the clients of installs seeded before it.
    name: 'passkey-grant-v1',
    run: (db) => applyOnce(db, 'passkey-grant-v1', seedPasskeyGrant),
  },
  {
    // 登录方式 (OIDC providers) and the user screen's 第三方账号 button (issue 40), for the administrators.
    name: 'oidc-sign-in-v1',
    run: (db) => applyOnce(db, 'oidc-sign-in-v1', seedOidcMenus),
  },
  {
    // The message board's approve-before-publish switch (off) and its 审核 button for the board's moderators (issue 38).
    name: 'message-review-v1',
    run: (db) => applyOnce(db, 'message-review-v1', seedMessageReview),
  },
];

/** Whether the first start's core step has run (a later start chooses no accounts). */
export async function coreSeeded(db: Db): Promise<boolean> {
  return (await db.seedHistory.count({ where: { name: 'core-v1' } })) > 0;
}

async function applyOnce(db: Db, name: string, apply: (tx: SeedTx) => Promise<void>) {
  await db.$transaction(
    async (tx) => {
      // Two instances starting together: the second waits here, then sees the step recorded and skips it.
      await lockForTransaction(tx, `seed:${name}`);
      if (await tx.seedHistory.findUnique({ where: { name } })) return;
      await apply(tx);
      await tx.seedHistory.create({ data: { name } });
    },
    { timeout: 60_000 },
  );
}

/**
 * `passwords`: the seeded accounts' passwords are hashed at the app's cost. `accounts`: who the core step creates
 * (first-admin.ts), needed on a first start only.
 */
export type SeedOptions = { referenceData: boolean; starterTerms: boolean; passwords: Passwords; accounts?: SeedAccounts };

/**
 * Applies the steps not yet recorded; returns their names. `referenceData` and `starterTerms`: also those steps (left
 * unrecorded when off, so turning them on later still applies them).
 */
export async function seed(db: Db, options: SeedOptions): Promise<string[]> {
  const done = new Set((await db.seedHistory.findMany({ select: { name: true } })).map((s) => s.name));
  const applied: string[] = [];
  const steps = [
    ...STEPS,
    ...(options.referenceData ? referenceSteps(applyOnce) : []),
    ...(options.starterTerms ? starterTermSteps(applyOnce) : []),
  ];
  for (const step of steps) {
    if (done.has(step.name)) continue;
    await step.run(db, options);
    applied.push(step.name);
  }
  return applied;
}
