import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../store/types.ts';
import { menuRouteOutcome, screenAccess } from './screen-access.ts';

const menus: MenuItem[] = [
  { id: '1', name: '我的事务', path: '/work', children: [{ id: '2', name: '待办事务', path: '/work/todo' }] },
  { id: '3', name: '首页', path: '/wel/index' },
  { id: '4', name: '新功能', path: '/tool/new', code: 'new' },
];

describe('screen access', () => {
  it('opens a screen the user holds a menu for, at any depth', () => {
    expect(screenAccess('/work/todo', menus, true)).toBe('open');
  });

  it('refuses a screen without a menu once the fresh menus are in, and waits before', () => {
    expect(screenAccess('/system/user', menus, true)).toBe('forbidden');
    expect(screenAccess('/system/user', menus, false)).toBe('wait');
  });

  it('always opens the home', () => {
    expect(screenAccess('/translateBackstage/index', [], true)).toBe('open');
  });
});

describe('menu route outcome', () => {
  it('opens a registered screen the user holds a menu for, and answers 403 for one they do not', () => {
    expect(menuRouteOutcome('/work/todo', true, menus, true)).toEqual({ kind: 'screen' });
    expect(menuRouteOutcome('/system/user', true, menus, true)).toEqual({ kind: 'forbidden' });
    // An old tab opened before the fresh menus are in waits for them rather than flashing a 403.
    expect(menuRouteOutcome('/system/user', true, menus, false)).toEqual({ kind: 'wait' });
  });

  it('shows "under construction" for a menu without a screen yet, and leads a leaf root to its /index', () => {
    expect(menuRouteOutcome('/tool/new', false, menus, true)).toEqual({ kind: 'under-construction', item: menus[2] });
    expect(menuRouteOutcome('/wel', false, menus, true)).toEqual({ kind: 'redirect', to: '/wel/index' });
  });

  it('answers 404 for a path no menu has once the menus are known, and waits before', () => {
    expect(menuRouteOutcome('/no/such', false, menus, true)).toEqual({ kind: 'not-found' });
    expect(menuRouteOutcome('/no/such', false, [], false)).toEqual({ kind: 'wait' });
  });
});
