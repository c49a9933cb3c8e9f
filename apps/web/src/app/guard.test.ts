import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard.ts';

const HOME = '/translateBackstage/index';
const base = { search: '', isAuth: undefined, token: '', isLock: false };

describe('route guard', () => {
  it('sends a visitor without a session to sign in, remembering the page asked for', () => {
    expect(guardRedirect({ ...base, path: '/system/user', search: '?a=1' })).toBe('/login?redirect=%2Fsystem%2Fuser%3Fa%3D1');
    expect(guardRedirect({ ...base, path: '/', isAuth: false })).toBeUndefined();
    expect(guardRedirect({ ...base, path: '/login', isAuth: false })).toBeUndefined();
  });

  it('shows a visitor the 404 page for a path no page has, and signs them in for one that exists', () => {
    expect(guardRedirect({ ...base, path: '/no/such/page', unknownPath: true })).toBe('/404');
    expect(guardRedirect({ ...base, path: '/system/user', unknownPath: false })).toBe('/login?redirect=%2Fsystem%2Fuser');
    // A signed-in user's menus decide about such a path (a menu page, or the 404 once they are loaded).
    expect(guardRedirect({ ...base, token: 't', path: '/no/such/page', unknownPath: true })).toBeUndefined();
  });

  it('leads a signed-in user away from /login: to the page asked for, else home, never to another site', () => {
    const signedIn = { ...base, token: 't' };
    expect(guardRedirect({ ...signedIn, path: '/login' })).toBe(HOME);
    expect(guardRedirect({ ...signedIn, path: '/login', search: '?redirect=%2Fsystem%2Fpost' })).toBe('/system/post');
    expect(guardRedirect({ ...signedIn, path: '/login', search: '?redirect=%2F%2Fevil.example' })).toBe(HOME);
    expect(guardRedirect({ ...signedIn, path: '/system/post' })).toBeUndefined();
  });

  it('keeps a locked session on the lock page, and an unlocked one back on its last page', () => {
    expect(guardRedirect({ ...base, token: 't', isLock: true, path: '/system/post' })).toBe('/lock');
    expect(guardRedirect({ ...base, token: 't', path: '/lock', lastPage: '/system/post' })).toBe('/system/post');
    expect(guardRedirect({ ...base, path: '/lock' })).toBe('/login');
  });

  it('puts the forced password change before every other page', () => {
    const mustChange = { ...base, token: 't', mustChangePassword: true };
    expect(guardRedirect({ ...mustChange, path: '/system/post' })).toBe('/password-change');
    expect(guardRedirect({ ...mustChange, path: '/password-change' })).toBeUndefined();
    expect(guardRedirect({ ...base, token: 't', path: '/password-change' })).toBe(HOME);
  });
});
