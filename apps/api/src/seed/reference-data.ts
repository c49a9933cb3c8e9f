// The reference data a fresh install starts with (SEED_REFERENCE_DATA, on by default): the administrative divisions
// below the region root, and a welcome notice for tenant 000000 that says where to begin. Each is a seed step of its
// own, applied once; an install that already has regions of its own (an imported Blade database) keeps them.
import type { Db } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { referenceRegions } from './reference-regions.ts';
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

export function referenceSteps(applyOnce: (db: Db, name: string, apply: (tx: SeedTx) => Promise<void>) => Promise<void>): SeedStep[] {
  return [
    {
      name: 'reference-regions-v1',
      run: (db) => applyOnce(db, 'reference-regions-v1', async (tx) => {
        if (await tx.region.count({ where: { parentCode: '00' } })) return;
        // One statement reading the rows from a JSON parameter: Prisma's createMany takes about 20 s for these 45,000
        // rows on a busy machine, this about a second.
        await tx.$executeRaw`
          INSERT INTO blade_region (code, parent_code, ancestors, name, province_code, province_name, city_code, city_name,
            district_code, district_name, town_code, town_name, region_level, sort)
          SELECT code, "parentCode", ancestors, name, "provinceCode", "provinceName", "cityCode", "cityName",
            "districtCode", "districtName", "townCode", "townName", "regionLevel", sort
          FROM jsonb_to_recordset(${JSON.stringify(referenceRegions())}::jsonb) AS r(code text, "parentCode" text, ancestors text,
            name text, "provinceCode" text, "provinceName" text, "cityCode" text, "cityName" text, "districtCode" text,
            "districtName" text, "townCode" text, "townName" text, "regionLevel" int, sort int)`;
      }),
    },
    {
      name: 'welcome-notice-v1',
      run: (db) => applyOnce(db, 'welcome-notice-v1', async (tx) => {
        await tx.notice.create({
          data: { id: nextId(), tenantId: '000000', title: WELCOME_TITLE, category: 1, releaseTime: new Date(), content: WELCOME_CONTENT, createUser: ADMIN_ID, updateUser: ADMIN_ID },
        });
      }),
    },
  ];
}
