// The `seed` namespace names every record the product seeds (prisma/seed) in both languages: the Chinese names are
// the seeded ones (a record still holding its seeded name is shown by its English name in English), and nothing the
// seed adds goes without an English name.
import { MENUS, type SeedMenu } from '@blade/prisma/seed/menus.ts';
import { DEPTS, POSTS, ROLES } from '@blade/prisma/seed/core-data.ts';
import { DICTS } from '@blade/prisma/seed/dicts.ts';
import { COMMON_CLASS, STARTER_CLASSES } from '@blade/prisma/seed/starter-classes.ts';
import { describe, expect, it } from 'vitest';
import zh from './locales/zh/seed.ts';
import en from './locales/en/seed.ts';
import { seedName } from './seed-name.ts';
import { testInstance } from './test-instance.ts';

const menus = (list: SeedMenu[]): Array<[string, string]> =>
  list.flatMap((m) => [
    [m.code, m.name] as [string, string],
    ...(m.buttons ?? []).map((b): [string, string] => [b.code, b.name]),
    ...menus(m.children ?? []),
  ]);

describe('seeded names', () => {
  it('are the seed names in Chinese, each with an English name', () => {
    expect(zh.menu).toEqual(Object.fromEntries(menus(MENUS)));
    expect(zh.role).toEqual(Object.fromEntries(ROLES.map((r) => [String(r.id), r.roleName])));
    expect(zh.dept).toEqual(Object.fromEntries(DEPTS.map((d) => [String(d.id), d.deptName])));
    expect(zh.post).toEqual(Object.fromEntries(POSTS.map((p) => [p.postCode, p.postName])));
    expect(zh.dictName).toEqual(Object.fromEntries(Object.entries(DICTS).map(([code, d]) => [code, d.name])));
    expect(zh.dictValue).toEqual(
      Object.fromEntries(Object.entries(DICTS).map(([code, d]) => [code, Object.fromEntries(d.items.map(([key, value]) => [key, value]))])),
    );
    const classes = [...STARTER_CLASSES.flatMap((c) => [c.name, ...c.children.map((child) => child.name)]), COMMON_CLASS];
    expect(zh.classification).toEqual(Object.fromEntries(classes.map((name) => [name, name])));
    for (const group of ['menu', 'role', 'dept', 'post', 'dictName', 'classification'] as const)
      expect(Object.keys(en[group]).sort(), group).toEqual(Object.keys(zh[group]).sort());
    for (const [code, values] of Object.entries(zh.dictValue))
      expect(Object.keys(en.dictValue[code as keyof typeof en.dictValue]), code).toEqual(Object.keys(values));
  });

  it('show a record by its English name while it keeps its seeded name; a name someone typed shows as typed', async () => {
    const english = await testInstance('en');
    expect(seedName('menu.translate_entry', '词条管理', english)).toBe('Entries');
    expect(seedName('role.1123598816738675203', '人事', english)).toBe('HR');
    expect(seedName('dictValue.sex.1', '男', english)).toBe('Male');
    expect(seedName('menu.translate_entry', '术语管理', english)).toBe('术语管理');
    expect(seedName('menu.my_own_menu', '我的菜单', english)).toBe('我的菜单');
    expect(seedName('classification.医学', '医学', english)).toBe('Medicine');
    expect(seedName('classification.中医', '中医', english)).toBe('中医');
    const chinese = await testInstance('zh');
    expect(seedName('menu.translate_entry', '词条管理', chinese)).toBe('词条管理');
  });
});
