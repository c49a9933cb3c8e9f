import { beforeAll, describe, expect, it } from 'vitest';
import { createPrisma } from '../src/db/prisma.ts';
import type { Db } from '../src/db/prisma.ts';
import { seed } from '../src/seed/seed.ts';
import { TEST_HASH_COST } from '../src/config.ts';
import { createPasswords, md5Hex } from '../src/modules/auth/password.ts';
import request from 'supertest';
import { appOn, cloneDatabase } from './test-app.ts';

let db: Db;
beforeAll(async () => {
  db = createPrisma(await cloneDatabase('tpl_migrated'), 2);
  return () => db.$disconnect();
});

const counts = async () => ({
  tenants: await db.tenant.count(),
  clients: await db.client.count(),
  users: await db.user.count(),
  roles: await db.role.count(),
  userRoles: await db.userRole.count(),
  depts: await db.dept.count(),
  posts: await db.post.count(),
  menus: await db.menu.count(),
  roleMenus: await db.roleMenu.count(),
  params: await db.param.count(),
  dicts: await db.dict.count(),
});

const passwords = createPasswords(TEST_HASH_COST);
const TRIAL = { trial: true } as const;
const NO_REFERENCE = { referenceData: false, starterTerms: false, passwords, accounts: TRIAL };
const REFERENCE_ONLY = { referenceData: true, starterTerms: false, passwords, accounts: TRIAL };

describe('seed', () => {
  it('fills an empty database with Blade defaults and the product menu', async () => {
    expect(await seed(db, NO_REFERENCE)).toEqual([
      'core-v1',
      'region-root-v1',
      'translate-site-v1',
      'flow-leave-v1',
      'staff-menus-v1',
      'tenant-mode-v1',
      'translate-manage-retired-v1',
      'translate-backname-merged-v1',
      'one-product-name-v1',
      'init-password-retired-v1',
      'platform-datasource-v1',
      'second-factor-button-v1',
      'sign-in-log-online-v1',
      'user-approval-menu-v1',
      'passkey-grant-v1',
      'oidc-sign-in-v1',
      'message-review-v1',
    ]);
    const c = await counts();
    expect(c).toMatchObject({ tenants: 1, clients: 2, users: 4, roles: 5, userRoles: 4, depts: 3, posts: 8, params: 9 });
    expect(c.menus).toBeGreaterThan(150);
    // The administrator holds every menu; user, hr, manager and boss the staff menus (the manager also translation).
    const administrator = await db.role.findFirstOrThrow({ where: { roleAlias: 'administrator' } });
    expect(await db.roleMenu.count({ where: { roleId: administrator.id } })).toBe(c.menus);
    for (const alias of ['user', 'hr', 'boss', 'manager']) {
      const role = await db.role.findFirstOrThrow({ where: { roleAlias: alias } });
      const codes = (await db.roleMenu.findMany({ where: { roleId: role.id }, include: { menu: true } })).map((l) => l.menu.code);
      expect(codes, alias).toEqual(
        expect.arrayContaining(['desk', 'notice', 'notice_view', 'work', 'work_todo', 'work_todo_handle', 'work_claim_sign']),
      );
      expect(codes, alias).not.toContain('notice_add');
      expect(codes.includes('translate_message_reply'), alias).toBe(alias === 'manager');
    }
    const keys = (await db.param.findMany()).map((p) => p.paramKey).sort();
    expect(keys).toEqual([
      'account.captchaMode',
      'account.failCount',
      'account.initPasswordHours',
      'account.registerUser',
      'backend.name',
      'system.name',
      'tenant.mode',
      'translate.messageReview',
      'translate.webName',
    ]);
    const codes = (await db.menu.findMany({ where: { category: 2 } })).map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect((await db.dict.findMany({ where: { code: 'flow', parentId: { not: 0n } } })).map((d) => d.remark)).toEqual(['leave', 'expense']);
    const leave = await db.flowDefinition.findMany({ include: { deployment: true } });
    expect(leave.map((d) => [d.key, d.version, d.category, d.flowTenant, d.suspensionState])).toEqual([['Leave', 1, 'flow_1', '', 1]]);
    expect(leave[0]!.deployment.xml).toContain('bpmndi:BPMNShape');
    expect(await db.flowModel.count({ where: { modelKey: 'Leave' } })).toBe(1);
    // The developer tools' built-in datasource: a name, no connection details of its own.
    expect(await db.datasource.findMany({ select: { id: true, name: true, url: true, password: true } })).toEqual([
      { id: 1n, name: '平台数据库', url: '', password: '' },
    ]);
  });

  it('does nothing the second time: no duplicates, no overwritten edits, no resurrected rows', async () => {
    await db.param.updateMany({ where: { paramKey: 'system.name' }, data: { paramValue: 'Our console' } });
    await db.menu.updateMany({ where: { code: 'report' }, data: { isDeleted: 1 } });
    const before = await counts();
    const admin = await db.user.findFirstOrThrow({ where: { account: 'admin' } });

    expect(await seed(db, NO_REFERENCE)).toEqual([]);
    expect(await counts()).toEqual(before);
    expect((await db.param.findFirstOrThrow({ where: { paramKey: 'system.name' } })).paramValue).toBe('Our console');
    expect(await db.menu.count({ where: { code: 'report', isDeleted: 1 } })).toBe(1);
    expect((await db.user.findFirstOrThrow({ where: { account: 'admin' } })).password).toBe(admin.password);
  });

  it('is safe when two instances seed at the same moment', async () => {
    const url = await cloneDatabase('tpl_migrated');
    const [first, second] = [createPrisma(url, 2), createPrisma(url, 2)];
    await Promise.all([seed(first, NO_REFERENCE), seed(second, NO_REFERENCE)]);
    expect(await first.user.count()).toBe(4);
    expect(await first.seedHistory.count()).toBe(17);
    expect(await first.flowDefinition.count()).toBe(1);
    await Promise.all([first.$disconnect(), second.$disconnect()]);
  });

  it('brings the reference data to a fresh install: every region down to the townships and a welcome notice', async () => {
    const fresh = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      expect(await seed(fresh, REFERENCE_ONLY)).toEqual(expect.arrayContaining(['reference-regions-v1', 'welcome-notice-v1']));
      expect(await fresh.region.count({ where: { regionLevel: 1 } })).toBe(34);
      expect(await fresh.region.count({ where: { regionLevel: 4 } })).toBeGreaterThan(40_000);
      expect(await fresh.region.findUnique({ where: { code: '110101001' } })).toMatchObject({
        name: '东华门街道',
        parentCode: '110101',
        ancestors: '00,11,1101,110101',
      });
      const notices = await fresh.notice.findMany();
      expect(notices.map((n) => [n.tenantId, n.title])).toEqual([['000000', '欢迎使用 Blade Console']]);
      expect(await seed(fresh, REFERENCE_ONLY)).toEqual([]);
    } finally {
      await fresh.$disconnect();
    }
  });

  it('keeps the regions of an install that has its own, and applies the reference data when turned on later', async () => {
    const own = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(own, NO_REFERENCE);
      expect(await own.region.count()).toBe(1);
      await own.region.create({
        data: {
          code: '11',
          parentCode: '00',
          ancestors: '00',
          name: '自有北京',
          regionLevel: 1,
          provinceCode: '11',
          provinceName: '自有北京',
        },
      });
      expect(await seed(own, REFERENCE_ONLY)).toEqual(['reference-regions-v1', 'welcome-notice-v1']);
      expect(await own.region.count()).toBe(2);
    } finally {
      await own.$disconnect();
    }
  });

  it('brings a starter term base to tenant 000000: field-marked CC-CEDICT terms and everyday words a visitor can search', async () => {
    // From the seeded template: the steps before are tested above; this one is the costly part of a first start.
    const url = await cloneDatabase('tpl_seeded');
    const fresh = createPrisma(url, 2);
    try {
      expect(await seed(fresh, { ...NO_REFERENCE, starterTerms: true })).toEqual(['starter-terms-v1', 'starter-common-words-v1']);
      expect(await fresh.translateEntry.count({ where: { tenantId: '000000' } })).toBeGreaterThan(15000);
      const computing = await fresh.translateClassification.findFirstOrThrow({ where: { name: '计算机' } });
      const parent = await fresh.translateClassification.findUniqueOrThrow({ where: { id: computing.parentId } });
      expect(parent).toMatchObject({ name: '科学技术', parentId: 0n });
      expect(await fresh.translateEntry.findFirst({ where: { chinese: '丢包' } })).toMatchObject({
        english: 'packet loss',
        classificationId: computing.id,
        isDeleted: 0,
      });
      // A word with a field keeps it: 数据库 is a computing term, not an everyday word beside it.
      expect((await fresh.translateEntry.findMany({ where: { chinese: '数据库' } })).map((e) => e.classificationId)).toEqual([
        computing.id,
      ]);
      const common = await fresh.translateClassification.findFirstOrThrow({ where: { name: '常用词' } });
      expect(common.parentId).toBe(0n);
      // Every entry sits in a classification of the tree, none at the root.
      const classIds = new Set((await fresh.translateClassification.findMany({ select: { id: true } })).map((c) => c.id));
      const byClass = await fresh.translateEntry.groupBy({ by: ['classificationId'], _count: true });
      expect(byClass.every((g) => classIds.has(g.classificationId))).toBe(true);
      expect(await seed(fresh, { ...NO_REFERENCE, starterTerms: true })).toEqual([]);

      // What a visitor finds on the front page's search.
      const app = await appOn(url);
      const found: Record<string, unknown> = {};
      for (const chinese of ['人工智能', '医院', '电脑', '翻译']) {
        const res = await request(app.server).get('/api/translate/suggest').query({ chinese, size: 3 });
        found[chinese] = (res.body.data as Array<{ chinese: string; english: string; score: number }>)[0];
      }
      expect(found).toMatchObject({
        人工智能: { chinese: '人工智能', english: 'artificial intelligence (AI)', score: 1 },
        医院: { chinese: '医院', english: 'hospital', score: 1 },
        电脑: { chinese: '电脑', english: 'computer', score: 1 },
        翻译: { chinese: '翻译', english: 'to translate', score: 1 },
      });
    } finally {
      await fresh.$disconnect();
    }
  });

  it('gives an install with the earlier starter term base the everyday words it has no entry for, under 常用词', async () => {
    const old = createPrisma(await cloneDatabase('tpl_seeded'), 2);
    try {
      // As the install was: the earlier starter step recorded, its four root classifications there (the field terms
      // under them are left out here: the step looks at the roots); a manager filed 医院 themselves and removed 电脑.
      await old.seedHistory.create({ data: { name: 'starter-terms-v1' } });
      const roots = ['科学技术', '生命与医学', '经济与法律', '文化与社会'];
      await old.translateClassification.createMany({ data: roots.map((name, i) => ({ id: 10n + BigInt(i), name, sort: i + 1 })) });
      await old.translateEntry.create({ data: { id: 1n, chinese: '医院', english: 'our hospital', classificationId: 11n } });
      await old.translateEntry.create({ data: { id: 2n, chinese: '电脑', english: 'PC', classificationId: 11n, isDeleted: 1 } });

      expect(await seed(old, { ...NO_REFERENCE, starterTerms: true })).toEqual(['starter-common-words-v1']);
      const common = await old.translateClassification.findFirstOrThrow({ where: { name: '常用词', parentId: 0n } });
      expect(await old.translateEntry.findFirst({ where: { chinese: '人工智能' } })).toMatchObject({ classificationId: common.id });
      expect((await old.translateEntry.findMany({ where: { chinese: '医院' } })).map((e) => e.english)).toEqual(['our hospital']);
      expect(await old.translateEntry.count({ where: { chinese: '电脑' } })).toBe(0);
      expect(await old.translateEntry.count({ where: { classificationId: common.id } })).toBeGreaterThan(15000);
      expect(await seed(old, { ...NO_REFERENCE, starterTerms: true })).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });

  it('keeps the term base of an install that has its own: no starter terms beside it', async () => {
    const own = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(own, NO_REFERENCE);
      await own.translateEntry.create({ data: { id: 1n, chinese: '自有术语', english: 'our own term' } });
      expect(await seed(own, { ...NO_REFERENCE, starterTerms: true })).toEqual(['starter-terms-v1', 'starter-common-words-v1']);
      expect(await own.translateEntry.count()).toBe(1);
      expect(await own.translateClassification.count()).toBe(0);
    } finally {
      await own.$disconnect();
    }
  });

  it('without DEMO creates the administrator alone, with the password it was given, and the staff roles and menus', async () => {
    const own = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(own, { ...NO_REFERENCE, accounts: { trial: false, adminPassword: 'Generated-Pw-42', generated: true } });
      const users = await own.user.findMany();
      expect(users.map((u) => [u.account, u.passwordChangeRequired, u.passwordExpiresAt])).toEqual([['admin', true, null]]);
      expect((await passwords.check(md5Hex('Generated-Pw-42'), users[0]!.password)).matches).toBe(true);
      expect((await passwords.check(md5Hex('admin'), users[0]!.password)).matches).toBe(false);
      expect(await own.role.count()).toBe(5);
      const hr = await own.role.findFirstOrThrow({ where: { roleAlias: 'hr' } });
      expect(await own.roleMenu.count({ where: { roleId: hr.id } })).toBeGreaterThan(0);
    } finally {
      await own.$disconnect();
    }
  });

  it('retires account.initPassword on an install seeded before: no screen offers a setting nothing reads', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      await old.param.create({ data: { id: 7n, paramName: '账号初始密码', paramKey: 'account.initPassword', paramValue: '123456' } });
      await old.seedHistory.delete({ where: { name: 'init-password-retired-v1' } });
      expect(await seed(old, NO_REFERENCE)).toEqual(['init-password-retired-v1']);
      // Read past the soft-delete filter: the row stays, removed.
      expect(await old.$queryRaw`SELECT is_deleted FROM blade_param WHERE id = 7`).toEqual([{ is_deleted: 1 }]);
      expect(await old.param.count({ where: { paramKey: 'account.initPasswordHours', isDeleted: 0 } })).toBe(1);
    } finally {
      await old.$disconnect();
    }
  });

  it('gives an install seeded before 登录日志 and 在线用户 their menus, granted to administrator roles, not staff', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      // As the install was: no such menus, no step recorded; a tenant with its administrator role holding 系统监控.
      await old.$executeRaw`DELETE FROM blade_role_menu WHERE menu_id IN (SELECT id FROM blade_menu WHERE code LIKE 'log_sign_in%' OR code LIKE 'online_user%')`;
      await old.$executeRaw`DELETE FROM blade_menu WHERE code LIKE 'log_sign_in%' OR code LIKE 'online_user%'`;
      await old.seedHistory.delete({ where: { name: 'sign-in-log-online-v1' } });
      const monitor = await old.menu.findFirstOrThrow({ where: { code: 'monitor' } });
      const log = await old.menu.findFirstOrThrow({ where: { code: 'log' } });
      await old.role.create({ data: { id: 77n, tenantId: '100077', roleName: '管理员', roleAlias: 'admin' } });
      await old.roleMenu.createMany({ data: [monitor, log].map((m, i) => ({ id: 770n + BigInt(i), roleId: 77n, menuId: m.id })) });

      expect(await seed(old, NO_REFERENCE)).toEqual(['sign-in-log-online-v1']);
      const codesOf = async (where: { roleAlias: string; tenantId?: string }) => {
        const role = await old.role.findFirstOrThrow({ where });
        return (await old.roleMenu.findMany({ where: { roleId: role.id }, include: { menu: true } })).map((l) => l.menu.code);
      };
      const wanted = ['log_sign_in', 'log_sign_in_view', 'online_user', 'online_user_kick'];
      expect(await codesOf({ roleAlias: 'administrator' })).toEqual(expect.arrayContaining(wanted));
      expect(await codesOf({ roleAlias: 'admin', tenantId: '100077' })).toEqual(expect.arrayContaining(wanted));
      for (const alias of ['user', 'hr', 'boss', 'manager']) {
        expect(
          (await codesOf({ roleAlias: alias })).filter((c) => wanted.includes(c ?? '')),
          alias,
        ).toEqual([]);
      }
      const placed = await old.menu.findFirstOrThrow({ where: { code: 'log_sign_in' } });
      expect(placed.parentId).toBe(log.id);
      expect(await seed(old, NO_REFERENCE)).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });

  it('gives an install seeded before 登录方式 and 第三方账号 to the administrators who manage accounts, not staff', async () => {
    const old = createPrisma(await cloneDatabase('tpl_migrated'), 2);
    try {
      await seed(old, NO_REFERENCE);
      // As the install was: no such menus, no step recorded; a tenant admin holding 用户管理 but not 系统管理.
      await old.$executeRaw`DELETE FROM blade_role_menu WHERE menu_id IN (SELECT id FROM blade_menu WHERE code LIKE 'oidc_provider%' OR code = 'user_oauth')`;
      await old.$executeRaw`DELETE FROM blade_menu WHERE code LIKE 'oidc_provider%' OR code = 'user_oauth'`;
      await old.seedHistory.delete({ where: { name: 'oidc-sign-in-v1' } });
      const user = await old.menu.findFirstOrThrow({ where: { code: 'user', category: 1 } });
      const unlock = await old.menu.findFirstOrThrow({ where: { code: 'user_unlock' } });
      await old.role.create({ data: { id: 78n, tenantId: '100078', roleName: '管理员', roleAlias: 'admin' } });
      await old.roleMenu.createMany({ data: [user, unlock].map((m, i) => ({ id: 780n + BigInt(i), roleId: 78n, menuId: m.id })) });

      expect(await seed(old, NO_REFERENCE)).toEqual(['oidc-sign-in-v1']);
      const codesOf = async (where: { roleAlias: string; tenantId?: string }) => {
        const role = await old.role.findFirstOrThrow({ where });
        return (await old.roleMenu.findMany({ where: { roleId: role.id }, include: { menu: true } })).map((l) => l.menu.code);
      };
      const wanted = ['oidc_provider', 'oidc_provider_add', 'oidc_provider_edit', 'oidc_provider_delete', 'user_oauth'];
      expect(await codesOf({ roleAlias: 'administrator' })).toEqual(expect.arrayContaining(wanted));
      expect(await codesOf({ roleAlias: 'admin', tenantId: '100078' })).toEqual(expect.arrayContaining(wanted));
      for (const alias of ['user', 'hr', 'boss', 'manager']) {
        expect(
          (await codesOf({ roleAlias: alias })).filter((c) => wanted.includes(c ?? '')),
          alias,
        ).toEqual([]);
      }
      const system = await old.menu.findFirstOrThrow({ where: { code: 'system', category: 1 } });
      expect((await old.menu.findFirstOrThrow({ where: { code: 'oidc_provider' } })).parentId).toBe(system.id);
      expect((await old.menu.findFirstOrThrow({ where: { code: 'user_oauth' } })).parentId).toBe(user.id);
      expect(await seed(old, NO_REFERENCE)).toEqual([]);
    } finally {
      await old.$disconnect();
    }
  });
});
