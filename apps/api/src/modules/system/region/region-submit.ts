// Region submit: an existing code is updated (name, sort, remark); a new code hangs below its parent, one level
// deeper, with the parent's ancestors + its code, and carries the code and name of each of its levels (province,
// city, district, town, village) copied from the parent plus its own.
import type { Prisma } from '../../../db/prisma.ts';
import type { Db, Tx } from '../../../db/prisma.ts';
import { badRequest } from '../../../core/app-error.ts';

/** Level n (1-5) keeps its own code and name in these columns. */
const LEVEL_COLUMNS = [
  ['provinceCode', 'provinceName'],
  ['cityCode', 'cityName'],
  ['districtCode', 'districtName'],
  ['townCode', 'townName'],
  ['villageCode', 'villageName'],
] as const;

export type RegionBody = { code: string; parentCode: string; name: string; sort: number; remark?: string | null | undefined };
export type Region = Prisma.RegionGetPayload<object>;

/** Changes an existing region (name, sort, remark; never its parent). */
export async function updateRegion(tx: Tx, existing: Region, body: RegionBody) {
  // Codes encode the hierarchy (parent code + own digits): moving a region would break every code below it.
  if (body.parentCode !== existing.parentCode) throw badRequest('regionParentFixed', { code: existing.code });
  const own = LEVEL_COLUMNS[existing.regionLevel - 1];
  if (own && body.name !== existing.name) {
    // This region and every region below it carry a copy of its name.
    const [codeColumn, nameColumn] = own;
    await tx.region.updateMany({ where: { [codeColumn]: existing.code }, data: { [nameColumn]: body.name } });
  }
  await tx.region.update({ where: { code: existing.code }, data: { name: body.name, sort: body.sort, remark: body.remark ?? null } });
}

/** The root's code: top-level regions (provinces) hang below it. */
const ROOT = '00';

/**
 * Saber's region form, adding below a top-level region, puts the root's code before that region's code (its subCode
 * watcher turns the province 11 into 0011) and sends parent 0011 with the new code 0011xx. No region code but the
 * root's starts with 00, so a parent `00` + the code of a region of the root, itself no region, means that region,
 * and the new code loses the same prefix. SpringBlade fails there (its submit dereferences the missing parent);
 * docs/decisions.md, "Saber's screens".
 */
async function asSaberMeant(tx: Tx, body: RegionBody): Promise<RegionBody> {
  const meant = body.parentCode.slice(ROOT.length);
  if (!body.parentCode.startsWith(ROOT) || !meant || !body.code.startsWith(body.parentCode)) return body;
  if (await tx.region.findUnique({ where: { code: body.parentCode } })) return body;
  const region = await tx.region.findUnique({ where: { code: meant } });
  if (region?.parentCode !== ROOT) return body;
  return { ...body, parentCode: meant, code: meant + body.code.slice(body.parentCode.length) };
}

/** The row of a new region below `parent`: one level deeper, the parent's ancestors + its code, the level columns. */
export function regionBelow(parent: Region, body: RegionBody): Region | 'tooDeep' {
  const level = parent.regionLevel + 1;
  if (level > LEVEL_COLUMNS.length) return 'tooDeep';
  const data: Record<string, unknown> = {
    code: body.code,
    parentCode: parent.code,
    name: body.name,
    sort: body.sort,
    remark: body.remark ?? null,
    regionLevel: level,
    ancestors: parent.ancestors ? `${parent.ancestors},${parent.code}` : parent.code,
  };
  LEVEL_COLUMNS.forEach(([codeColumn, nameColumn], i) => {
    const at = i + 1;
    data[codeColumn] = at < level ? parent[codeColumn] : at === level ? body.code : null;
    data[nameColumn] = at < level ? parent[nameColumn] : at === level ? body.name : null;
  });
  return data as Region;
}

async function insert(tx: Tx, body: RegionBody) {
  const parent = await tx.region.findUnique({ where: { code: body.parentCode } });
  if (!parent) throw badRequest('regionParentNotFound', { code: body.parentCode });
  const row = regionBelow(parent, body);
  if (row === 'tooDeep') throw badRequest('regionTooDeep', { code: parent.code });
  await tx.region.create({ data: row });
}

export async function submitRegion(db: Db, sent: RegionBody): Promise<void> {
  let code = sent.code;
  try {
    await db.$transaction(async (tx) => {
      const body = await asSaberMeant(tx, sent);
      code = body.code;
      const existing = await tx.region.findUnique({ where: { code } });
      await (existing ? updateRegion(tx, existing, body) : insert(tx, body));
    });
  } catch (error) {
    // Two inserts of one new code at once: the primary key keeps one, the other is told.
    if ((error as { code?: string }).code === 'P2002') throw badRequest('codeExists', { code });
    throw error;
  }
}
