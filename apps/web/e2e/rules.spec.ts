// Pure rules of the console checked without a browser: the route guard and the menu-to-route mapping.
import { expect, test } from './support/test.ts';
import { guardRedirect } from '../src/app/guard.ts';
import { filterByRoles, isExternal, normalizeMenus, permissionsOf, routeOf } from '../src/menu/menu-utils.ts';
import type { MenuItem } from '../src/store/types.ts';

const base = { search: '', isAuth: undefined, token: '', isLock: false };

test('guard: no session leads to /login with the way back, public pages stay open', () => {
  expect(guardRedirect({ ...base, path: '/system/user', search: '?a=1' })).toBe('/login?redirect=%2Fsystem%2Fuser%3Fa%3D1');
  expect(guardRedirect({ ...base, path: '/' })).toBe('/login');
  expect(guardRedirect({ ...base, path: '/404', isAuth: false })).toBeUndefined();
});

test('guard: a password someone else set holds every page, the lock and /login included, until it is changed', () => {
  const flagged = { ...base, token: 't', mustChangePassword: true };
  for (const path of ['/wel/index', '/system/user', '/login', '/lock', '/404'])
    expect(guardRedirect({ ...flagged, path })).toBe('/password-change');
  expect(guardRedirect({ ...flagged, path: '/wel/index', isLock: true })).toBe('/password-change');
  expect(guardRedirect({ ...flagged, path: '/password-change' })).toBeUndefined();
  expect(guardRedirect({ ...base, token: 't', path: '/password-change' })).toBe('/translateBackstage/index');
  expect(guardRedirect({ ...base, path: '/password-change' })).toBe('/login');
});

test('guard: a session skips /login (to the page asked for, same site only) and a lock holds every page', () => {
  const session = { ...base, token: 't' };
  expect(guardRedirect({ ...session, path: '/login' })).toBe('/translateBackstage/index');
  expect(guardRedirect({ ...session, path: '/login', search: '?redirect=%2Fsystem%2Fpost' })).toBe('/system/post');
  expect(guardRedirect({ ...session, path: '/login', search: '?redirect=%2F%2Fevil.example' })).toBe('/translateBackstage/index');
  expect(guardRedirect({ ...session, path: '/wel/index', isLock: true })).toBe('/lock');
  expect(guardRedirect({ ...session, path: '/404', isAuth: false, isLock: true })).toBe('/lock');
  expect(guardRedirect({ ...session, path: '/lock', isLock: true })).toBeUndefined();
  expect(guardRedirect({ ...session, path: '/lock', lastPage: '/info/index' })).toBe('/info/index');
  expect(guardRedirect({ ...session, path: '/lock' })).toBe('/translateBackstage/index');
  expect(guardRedirect({ ...base, path: '/lock', isLock: true })).toBe('/login');
});

const menu = (path: string, extra: Partial<MenuItem> = {}): MenuItem => ({ id: path, name: path, path, ...extra });

test('menus: first-level leaves get /index, external paths go to the frame route', () => {
  const tree = normalizeMenus([
    menu('/translateBackstage'),
    menu('/system', { children: [menu('/system/user'), menu('https://example.com/docs', { name: 'Docs' })] }),
    menu('http://example.com/a.html'),
  ]);
  expect(tree.map((m) => m.path)).toEqual(['/translateBackstage/index', '/system', 'http://example.com/a.html']);
  expect(tree[1]!.children!.map((m) => m.path)).toEqual(['/system/user', 'https://example.com/docs']);
  expect(isExternal('/page.html')).toBe(true);
  expect(routeOf(tree[1]!.children![1]!)).toBe('/myiframe/urlPath?src=https%3A%2F%2Fexample.com%2Fdocs&name=Docs');
});

test('menus: role-restricted items show only to those roles; button leaves become permissions', () => {
  const items = [
    menu('/a', { meta: { roles: ['manager'] } }),
    menu('/b'),
    menu('/c', { children: [menu('/c/d', { meta: { roles: ['hr'] } })] }),
  ];
  expect(filterByRoles(items, ['hr']).map((m) => m.path)).toEqual(['/b', '/c']);
  expect(filterByRoles(items, ['hr'])[1]!.children!.map((m) => m.path)).toEqual(['/c/d']);
  expect(filterByRoles(items, ['manager'])[2]!.children).toEqual([]);
  const buttons = [menu('/user', { code: 'user', children: [menu('x', { code: 'user_add' }), menu('y', { code: 'user_edit' })] })];
  expect(permissionsOf(buttons)).toEqual({ user_add: true, user_edit: true });
});
