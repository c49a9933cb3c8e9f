// The reference data a fresh install starts with (SEED_REFERENCE_DATA, on by default): the administrative divisions
// below the region root, and a welcome notice for tenant 000000 that says where to begin; and, with
// SEED_STARTER_TERMS, a starter term base. Each is a seed step of its own, applied once; an install that already has
// regions or terms of its own (an imported Blade database) keeps them.
import { COMMON_CLASS } from '@blade/prisma/seed/starter-classes.ts';
import type { Db } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { insertRegions } from '../db/sql/regions.ts';
import { insertEntries } from '../db/sql/translate-entries.ts';
import { referenceRegions } from './reference-regions.ts';
import { starterTermBase } from './starter-term-file.ts';
import { starterClassifications } from './starter-terms.ts';
import { addCommonWords, COMMON_WORDS_STEP } from './common-words-step.ts';
import type { SeedStep, SeedTx } from './seed.ts';

const ADMIN_ID = 1123598821738675201n;

const WELCOME_TITLE = '欢迎使用 Blade Console';
const WELCOME_CONTENT = [
  '<h2>欢迎使用 Blade Console</h2>',
  '<p>这是一个全新的安装。建议按以下顺序开始:</p>',
  '<ol>',
  '<li>在 <strong>个人信息</strong> 中修改 admin 的密码。</li>',
  '<li>在 <strong>系统管理 → 用户管理</strong> 中为同事建立账号,并在 <strong>权限管理 → 角色管理</strong> 中分配菜单。</li>',
  '<li>在 <strong>翻译管理</strong> 中导入术语(.xlsx 或 .csv),访客即可在首页查询。</li>',
  '<li>在 <strong>流程管理</strong> 中查看已部署的请假流程,员工可从 <strong>我的事务 → 发起事务</strong> 提交申请。</li>',
  '</ol>',
  '<p>行政区划已预置到乡镇一级,可在 <strong>基础配置 → 行政区划</strong> 中查看。</p>',
].join('');

type ApplyOnce = (db: Db, name: string, apply: (tx: SeedTx) => Promise<void>) => Promise<void>;

export function referenceSteps(applyOnce: ApplyOnce): SeedStep[] {
  return [
    {
      name: 'reference-regions-v1',
      run: (db) =>
        applyOnce(db, 'reference-regions-v1', async (tx) => {
          if (await tx.region.count({ where: { parentCode: '00' } })) return;
          await insertRegions(tx, referenceRegions());
        }),
    },
    {
      name: 'welcome-notice-v1',
      run: (db) =>
        applyOnce(db, 'welcome-notice-v1', async (tx) => {
          await tx.notice.create({
            data: {
              id: nextId(),
              tenantId: '000000',
              title: WELCOME_TITLE,
              category: 1,
              releaseTime: new Date(),
              content: WELCOME_CONTENT,
              createUser: ADMIN_ID,
              updateUser: ADMIN_ID,
            },
          });
        }),
    },
  ];
}

const PLATFORM = '000000';

/** The starter term base in tenant 000000: its classification tree, then its entries in one statement. */
export function starterTermSteps(applyOnce: ApplyOnce): SeedStep[] {
  return [
    {
      name: 'starter-terms-v1',
      run: (db) =>
        applyOnce(db, 'starter-terms-v1', async (tx) => {
          const audit = { tenantId: PLATFORM, createUser: ADMIN_ID, updateUser: ADMIN_ID };
          if (
            (await tx.translateEntry.count({ where: { tenantId: PLATFORM } })) ||
            (await tx.translateClassification.count({ where: { tenantId: PLATFORM } }))
          )
            return;
          const classIds = new Map<string, bigint>();
          const rows = [];
          const tree = starterClassifications();
          for (const parent of tree) {
            const parentId = nextId();
            rows.push({ ...audit, id: parentId, parentId: 0n, name: parent.name, sort: parent.sort });
            for (const child of parent.children) {
              const id = nextId();
              classIds.set(child.name, id);
              rows.push({ ...audit, id, parentId, name: child.name, sort: child.sort });
            }
          }
          const commonId = nextId();
          rows.push({ ...audit, id: commonId, parentId: 0n, name: COMMON_CLASS, sort: tree.length + 1 });
          await tx.translateClassification.createMany({ data: rows });
          const { fieldTerms, common } = starterTermBase();
          const entry = (chinese: string, english: string, classificationId: bigint) => ({
            id: nextId(),
            chinese,
            english,
            classificationId,
            labels: null,
            remark: null,
          });
          await insertEntries(tx, PLATFORM, { userId: ADMIN_ID, deptId: null }, [
            ...fieldTerms.map((t) => entry(t.chinese, t.english, classIds.get(t.child)!)),
            ...common.map((t) => entry(t.chinese, t.english, commonId)),
          ]);
          // This base holds the everyday words already: the step that brings them to older installs has nothing to do.
          await tx.seedHistory.create({ data: { name: COMMON_WORDS_STEP } });
        }),
    },
    {
      name: COMMON_WORDS_STEP,
      run: (db) => applyOnce(db, COMMON_WORDS_STEP, (tx) => addCommonWords(tx, { tenantId: PLATFORM, userId: ADMIN_ID })),
    },
  ];
}
