import { describe, expect, it } from 'vitest';
import { compileScopePath, normalizePath } from './scope-path.ts';

const matches = (pattern: string, path: string) => compileScopePath(pattern).test(normalizePath(path));

describe('API scope patterns', () => {
  it('matches a whole subtree with **, the base path included', () => {
    expect(matches('/blade-system/post/**', '/blade-system/post/list')).toBe(true);
    expect(matches('/blade-system/post/**', '/blade-system/post/a/b/c')).toBe(true);
    expect(matches('/blade-system/post/**', '/blade-system/post')).toBe(true);
    expect(matches('/blade-system/post/**', '/blade-system/postx/list')).toBe(false);
    expect(matches('/blade-system/post/**', '/blade-system/dept/list')).toBe(false);
  });

  it('matches any number of segments, none included, with ** between others', () => {
    expect(matches('/blade-system/**/list', '/blade-system/list')).toBe(true);
    expect(matches('/blade-system/**/list', '/blade-system/a/b/list')).toBe(true);
    expect(matches('/blade-system/**/list', '/blade-system/a/b/lists')).toBe(false);
    expect(matches('/**', '/')).toBe(true);
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/a')).toBe(false);
  });

  it('matches exactly one segment with *', () => {
    expect(matches('/blade-system/*/list', '/blade-system/post/list')).toBe(true);
    expect(matches('/blade-system/*/list', '/blade-system/post/x/list')).toBe(false);
    expect(matches('/blade-system/post/*', '/blade-system/post/list')).toBe(true);
    expect(matches('/blade-system/post/*', '/blade-system/post/list/more')).toBe(false);
    expect(matches('/blade-system/post/de*', '/blade-system/post/detail')).toBe(true);
  });

  it('matches literal paths exactly, dots and other signs included', () => {
    expect(matches('/blade-system/post/list', '/blade-system/post/list')).toBe(true);
    expect(matches('/blade-system/post/list', '/blade-system/post/lists')).toBe(false);
    expect(matches('/a.b/list', '/aXb/list')).toBe(false);
  });

  it('sees the path as Express routes it: without /api, any case, trailing or doubled slashes', () => {
    expect(matches('/blade-system/post/list', '/api/blade-system/post/list')).toBe(true);
    expect(matches('/blade-system/post/list', '/API/Blade-System/POST/list/')).toBe(true);
    expect(matches('/blade-system/post/list', '//blade-system//post/list')).toBe(true);
    expect(normalizePath('/apix/list')).toBe('/apix/list');
  });
});
