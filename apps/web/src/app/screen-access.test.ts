import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../store/types.ts';
import { screenAccess } from './screen-access.ts';

const menus: MenuItem[] = [
  { id: '1', name: '我的事务', path: '/work', children: [{ id: '2', name: '待办事务', path: '/work/todo' }] },
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
