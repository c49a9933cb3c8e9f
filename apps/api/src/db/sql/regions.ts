// The administrative divisions of a fresh install (seed/reference-data.ts): one statement reading the rows from a
// JSON parameter. Prisma's createMany took about 20 s for these 45,000 rows on a busy machine, this about a second.
// blade_region is shared by every tenant.
import type { DbClient } from '../prisma.ts';
import { Prisma } from '../prisma.ts';

export async function insertRegions(db: Pick<DbClient, '$executeRaw'>, regions: Prisma.RegionCreateManyInput[]): Promise<void> {
  await db.$executeRaw(Prisma.sql`
    INSERT INTO blade_region (code, parent_code, ancestors, name, province_code, province_name, city_code, city_name,
      district_code, district_name, town_code, town_name, region_level, sort)
    SELECT code, "parentCode", ancestors, name, "provinceCode", "provinceName", "cityCode", "cityName",
      "districtCode", "districtName", "townCode", "townName", "regionLevel", sort
    FROM jsonb_to_recordset(${JSON.stringify(regions)}::jsonb) AS r(code text, "parentCode" text, ancestors text,
      name text, "provinceCode" text, "provinceName" text, "cityCode" text, "cityName" text, "districtCode" text,
      "districtName" text, "townCode" text, "townName" text, "regionLevel" int, sort int)`);
}
