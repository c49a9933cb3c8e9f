// The seed: named steps, each applied once and recorded in blade_seed_history. Running it again does nothing, so a
// restart never re-creates what an administrator deleted nor overwrites what they changed. Later versions add steps.
import type { Db } from '../db/prisma.ts';
import { nextId } from '../db/snowflake.ts';
import { prepareCoreSeed, seedCore } from './seed-core.ts';
import { seedLeaveProcess } from '../modules/flow/seed-leave.ts';

type SeedStep = { name: string; run: (db: Db) => Promise<void> };

const STEPS: SeedStep[] = [
  {
    name: 'core-v1',
    run: async (db) => {
      const users = await prepareCoreSeed();
      await applyOnce(db, 'core-v1', (tx) => seedCore(tx, users));
    },
  },
  {
    // The region root every province hangs below; a database imported with its own regions keeps them.
    name: 'region-root-v1',
    run: (db) => applyOnce(db, 'region-root-v1', async (tx) => {
      if (await tx.region.findUnique({ where: { code: '00' } })) return;
      await tx.region.create({ data: { code: '00', parentCode: '0', ancestors: '', name: '中华人民共和国', regionLevel: 0, sort: 1 } });
    }),
  },
  {
    // The translation platform's site settings (spec section 3): the site name and the backstage name.
    name: 'translate-site-v1',
    run: (db) => applyOnce(db, 'translate-site-v1', async (tx) => {
      const params = [
        { paramName: '翻译平台站点名称', paramKey: 'translate.webName', paramValue: '中英翻译平台', remark: '翻译首页显示的站点名称' },
        { paramName: '翻译平台后台名称', paramKey: 'translate.backName', paramValue: '翻译管理后台', remark: '翻译后台显示的名称' },
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
];

async function applyOnce(db: Db, name: string, apply: (tx: Parameters<Parameters<Db['$transaction']>[0]>[0]) => Promise<void>) {
  await db.$transaction(
    async (tx) => {
      // Two instances starting together: the second waits here, then sees the step recorded and skips it.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`seed:${name}`}))`;
      if (await tx.seedHistory.findUnique({ where: { name } })) return;
      await apply(tx);
      await tx.seedHistory.create({ data: { name } });
    },
    { timeout: 60_000 },
  );
}

/** Applies the steps not yet recorded; returns their names. */
export async function seed(db: Db): Promise<string[]> {
  const done = new Set((await db.seedHistory.findMany({ select: { name: true } })).map((s) => s.name));
  const applied: string[] = [];
  for (const step of STEPS) {
    if (done.has(step.name)) continue;
    await step.run(db);
    applied.push(step.name);
  }
  return applied;
}
