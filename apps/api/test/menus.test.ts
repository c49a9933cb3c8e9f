import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MenuVO } from '@blade/contract';
import type { TestApp } from './test-app.ts';
import { accessToken, createTestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const get = async (url: string, token: string) => (await request(t.server).get(url).set('Blade-Auth', `bearer ${token}`)).body;
const flatten = (nodes: MenuVO[]): MenuVO[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

describe('menu routes and buttons', () => {
  it('gives the administrator the whole product menu as a tree of category-1 menus', async () => {
    const body = await get('/api/blade-system/menu/routes', await accessToken(t, 'admin'));
    expect(body.code).toBe(200);
    const roots = body.data as MenuVO[];
    expect(roots.map((m) => m.code)).toEqual(
      expect.arrayContaining([
        'translate_home',
        'translation',
        'desk',
        'system',
        'authority',
        'monitor',
        'tool',
        'flow',
        'work',
        'resource',
        'base',
        'report',
      ]),
    );
    const all = flatten(roots);
    expect(all.every((m) => m.category === 1)).toBe(true);
    const system = roots.find((m) => m.code === 'system')!;
    expect(system.children!.map((m) => m.path)).toContain('/system/user');
    const leaf = all.find((m) => m.code === 'user')!;
    expect(leaf).not.toHaveProperty('children');
    expect(typeof leaf.id).toBe('string');
    expect(leaf.parentId).toBe(system.id);
    for (const path of [
      '/work/todo',
      '/flow/manager',
      '/resource/oss',
      '/monitor/log/error',
      '/tool/code',
      '/translation/entry',
      '/desk/notice',
      '/base/region',
    ]) {
      expect(all.some((m) => m.path === path)).toBe(true);
    }
  });

  it('gives the administrator every button, under the menus that own them', async () => {
    const body = await get('/api/blade-system/menu/buttons', await accessToken(t, 'admin'));
    const leaves = flatten(body.data).filter((m) => !m.children);
    const codes = leaves.map((m) => m.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'user_add',
        'user_reset',
        'oss_enable',
        'flow_model_deploy',
        'work_claim_sign',
        'translate_site_name',
        'region_import',
      ]),
    );
    expect(leaves.every((m) => m.category === 2)).toBe(true);
  });

  it('gives a role only its granted menus plus their ancestors', async () => {
    // The seeded hr holds the staff menus: the workbench's notices and the five lists of 我的事务.
    const hrToken = await accessToken(t, 'hr');
    const seeded = (await get('/api/blade-system/menu/routes', hrToken)).data as MenuVO[];
    expect(seeded.map((m) => m.code)).toEqual(['desk', 'work']);
    expect(seeded[0]!.children!.map((m) => m.code)).toEqual(['notice']);
    expect(seeded[1]!.children!.map((m) => m.code)).toEqual(['work_start', 'work_claim', 'work_todo', 'work_send', 'work_done']);

    const hrRole = await t.db.role.findFirstOrThrow({ where: { roleAlias: 'hr' } });
    await t.db.roleMenu.deleteMany({ where: { roleId: hrRole.id } });
    const todo = await t.db.menu.findFirstOrThrow({ where: { code: 'work_todo' } });
    const handle = await t.db.menu.findFirstOrThrow({ where: { code: 'work_todo_handle' } });
    await t.db.roleMenu.createMany({
      data: [
        { id: 901n, roleId: hrRole.id, menuId: todo.id },
        { id: 902n, roleId: hrRole.id, menuId: handle.id },
      ],
    });
    const fresh = await t.restart();
    const token = await accessToken(fresh, 'hr');
    const routes = (await request(fresh.server).get('/api/blade-system/menu/routes').set('Blade-Auth', `bearer ${token}`)).body
      .data as MenuVO[];
    expect(routes.map((m) => m.code)).toEqual(['work']);
    expect(routes[0]!.children!.map((m) => m.code)).toEqual(['work_todo']);
    const buttons = (await request(fresh.server).get('/api/blade-system/menu/buttons').set('Blade-Auth', `bearer ${token}`)).body
      .data as MenuVO[];
    expect(
      flatten(buttons)
        .filter((m) => m.category === 2)
        .map((m) => m.code),
    ).toEqual(['work_todo_handle']);
  });

  it('needs a token', async () => {
    const res = await request(t.server).get('/api/blade-system/menu/routes');
    expect(res.status).toBe(401);
  });
});
