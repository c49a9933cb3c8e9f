// The token cookies over https: a page served over https (directly or behind a TLS proxy) writes them Secure, so the
// browser never sends a token over plain http.
import { describe, expect, it } from 'vitest';
import { cookieAttributes } from './cookies.ts';

describe('token cookie attributes', () => {
  it('are Secure on an https page', () => {
    expect(cookieAttributes(60, 'https:')).toBe('path=/; max-age=60; SameSite=Lax; Secure');
  });

  it('leave Secure off on plain http, where the browser would drop such a cookie', () => {
    expect(cookieAttributes(60, 'http:')).toBe('path=/; max-age=60; SameSite=Lax');
  });
});
