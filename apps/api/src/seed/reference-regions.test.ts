import { describe, expect, it } from 'vitest';
import { referenceRegions } from './reference-regions.ts';

describe('reference regions', () => {
  const rows = referenceRegions();
  const byCode = new Map(rows.map((r) => [r.code, r]));

  it('holds every level from the provinces to the townships, each code once', () => {
    const perLevel = (level: number) => rows.filter((r) => r.regionLevel === level).length;
    expect(perLevel(1)).toBe(34);
    expect(perLevel(2)).toBeGreaterThan(330);
    expect(perLevel(3)).toBeGreaterThan(2800);
    expect(perLevel(4)).toBeGreaterThan(40_000);
    expect(new Set(rows.map((r) => r.code)).size).toBe(rows.length);
  });

  it('builds Blade codes with the levels above each region, a municipality through 市辖区', () => {
    expect(byCode.get('11')).toMatchObject({ name: '北京市', parentCode: '00', ancestors: '00', regionLevel: 1 });
    expect(byCode.get('1101')).toMatchObject({ name: '市辖区', parentCode: '11', ancestors: '00,11', provinceName: '北京市' });
    expect(byCode.get('110101')).toMatchObject({
      name: '东城区',
      parentCode: '1101',
      ancestors: '00,11,1101',
      cityCode: '1101',
      districtName: '东城区',
    });
    expect(byCode.get('110101001')).toMatchObject({
      name: '东华门街道',
      parentCode: '110101',
      ancestors: '00,11,1101,110101',
      regionLevel: 4,
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110101',
      townCode: '110101001',
      townName: '东华门街道',
    });
    expect(byCode.get('3201')).toMatchObject({ name: '南京市', regionLevel: 2 });
  });

  it('lists parents before their children and fits the columns', () => {
    const seen = new Set(['00']);
    for (const r of rows) {
      expect(seen.has(r.parentCode)).toBe(true);
      seen.add(r.code);
    }
    expect(Math.max(...rows.map((r) => r.code.length))).toBeLessThanOrEqual(12);
    expect(Math.max(...rows.map((r) => r.name.length))).toBeLessThanOrEqual(32);
  });
});
