import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../store/types.ts';
import {
  filterByRoles,
  findByPath,
  leavesOf,
  normalizeMenus,
  openBranchAfter,
  parentPaths,
  permissionsOf,
  routeOf,
  searchLeaves,
  sidebarMenu,
  toggleTrail,
} from './menu-utils.ts';

const tree: MenuItem[] = [
  { id: '1', name: '翻译首页', path: '/translateBackstage' },
  {
    id: '2',
    name: '系统管理',
    path: '/system',
    children: [
      { id: '3', name: '用户管理', path: '/system/user', meta: { roles: ['administrator'] } },
      { id: '4', name: '岗位管理', path: '/system/post' },
    ],
  },
  { id: '5', name: '官网', path: 'https://bladex.vip', isOpen: 1 },
];

describe('menu helpers', () => {
  it('serve a first-level leaf at <path>/index and leave children and links as they are', () => {
    expect(normalizeMenus(tree).map((m) => m.path)).toEqual(['/translateBackstage/index', '/system', 'https://bladex.vip']);
    expect(normalizeMenus(tree)[1]!.children!.map((m) => m.path)).toEqual(['/system/user', '/system/post']);
  });

  it('hide items whose meta.roles the user holds none of', () => {
    expect(filterByRoles(tree, ['hr'])[1]!.children!.map((m) => m.name)).toEqual(['岗位管理']);
    expect(filterByRoles(tree, ['administrator'])[1]!.children!.length).toBe(2);
  });

  it('find items, leaves and the ancestors of a path', () => {
    expect(findByPath(tree, '/system/post')?.name).toBe('岗位管理');
    expect(findByPath(tree, '/nowhere')).toBeUndefined();
    expect(leavesOf(tree).map((m) => m.id)).toEqual(['1', '3', '4', '5']);
    expect(parentPaths(tree, '/system/post')).toEqual(['/system']);
  });

  it('open external links in the frame route, with their name', () => {
    const route = routeOf(tree[2]!);
    expect(route.startsWith('/myiframe/urlPath?')).toBe(true);
    expect(new URLSearchParams(route.split('?')[1]).get('src')).toBe('https://bladex.vip');
  });

  it('turn the buttons tree into the permission map of its leaf codes', () => {
    const buttons: MenuItem[] = [
      { id: '1', name: 'x', path: '/x', code: 'user', children: [{ id: '2', name: '新增', path: '/x/add', code: 'user_add' }] },
    ];
    expect(permissionsOf(buttons)).toEqual({ user_add: true });
  });

  it('build the sidebar from the server routes: Saber paths, and only what the roles may see, at every depth', () => {
    const routes: MenuItem[] = [
      { id: '1', name: '首页', path: '/wel' },
      {
        id: '2',
        name: '系统管理',
        path: '/system',
        meta: { roles: ['administrator'] },
        children: [{ id: '3', name: '用户管理', path: '/system/user' }],
      },
      {
        id: '4',
        name: '我的事务',
        path: '/work',
        children: [
          { id: '5', name: '待办事务', path: '/work/todo' },
          { id: '6', name: '流程管理', path: '/work/manager', meta: { roles: ['administrator'] } },
        ],
      },
    ];
    const shape = (items: MenuItem[]): unknown => items.map((m) => (m.children ? { [m.path]: shape(m.children) } : m.path));
    expect(shape(sidebarMenu(routes, ['hr']))).toEqual(['/wel/index', { '/work': ['/work/todo'] }]);
    expect(shape(sidebarMenu(routes, ['administrator']))).toEqual([
      '/wel/index',
      { '/system': ['/system/user'] },
      { '/work': ['/work/todo', '/work/manager'] },
    ]);
  });

  it('keep one sidebar branch open per level: opening a sibling closes the other, a second click closes', () => {
    expect(toggleTrail([], 0, '/system')).toEqual(['/system']);
    expect(toggleTrail(['/system', '/system/log'], 0, '/work')).toEqual(['/work']);
    expect(toggleTrail(['/system'], 1, '/system/log')).toEqual(['/system', '/system/log']);
    expect(toggleTrail(['/system', '/system/log'], 0, '/system')).toEqual([]);
  });

  it('open the branch of a new page, and keep the branch the user opened when the menu is refreshed', () => {
    const atPost = openBranchAfter(tree, '/system/post', { trail: [] });
    expect(atPost).toEqual({ trail: ['/system'], openedFor: '/system/post' });
    // The user closes the branch, then the stored menu is replaced by the fetched one (equal, another object).
    const closed = { ...atPost, trail: toggleTrail(atPost.trail, 0, '/system') };
    expect(openBranchAfter(structuredClone(tree), '/system/post', closed)).toBe(closed);
    // At home the user opens 系统管理; the refreshed menu arriving after the click keeps it open.
    const home = openBranchAfter(tree, '/translateBackstage', { trail: [] });
    expect(home).toEqual({ trail: [], openedFor: '/translateBackstage' });
    const opened = { ...home, trail: toggleTrail(home.trail, 0, '/system') };
    expect(openBranchAfter(structuredClone(tree), '/translateBackstage', opened).trail).toEqual(['/system']);
    // A menu without the opened group (another top menu) opens the page's own branch again.
    const otherTop: MenuItem[] = [{ id: '1', name: '翻译首页', path: '/translateBackstage' }];
    expect(openBranchAfter(otherTop, '/translateBackstage', opened).trail).toEqual([]);
    // A page the menu does not hold (yet) leaves the branch as it is; the menu that holds it opens its branch.
    expect(openBranchAfter([], '/system/user', opened)).toBe(opened);
    expect(openBranchAfter(tree, '/system/user', opened)).toEqual({ trail: ['/system'], openedFor: '/system/user' });
  });

  it('search leaves by the start of their server name or shown label, case-insensitive, at most max', () => {
    const shown = (m: MenuItem) => ({ 用户管理: 'Users', 岗位管理: 'Posts' })[m.name] ?? m.name;
    expect(searchLeaves(tree, shown, 'us', 20).map((m) => m.name)).toEqual(['用户管理']);
    expect(searchLeaves(tree, shown, '岗位', 20).map((m) => m.name)).toEqual(['岗位管理']);
    expect(searchLeaves(tree, shown, 'P', 20).map((m) => m.name)).toEqual(['岗位管理']);
    expect(searchLeaves(tree, shown, '  ', 20)).toEqual([]);
    expect(searchLeaves(tree, () => 'x', 'x', 2)).toHaveLength(2);
  });
});
