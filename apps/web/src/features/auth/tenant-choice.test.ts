import { describe, expect, it } from 'vitest';
import { asksTenant, tenantToUse } from './tenant-choice.ts';

describe('tenant choice at sign-in', () => {
  it('signs in to 000000 without asking while tenant mode is off', () => {
    expect(asksTenant({ mode: false })).toBe(false);
    expect(tenantToUse({ mode: false }, '123456')).toBe('000000');
  });

  it('asks and uses the typed tenant in tenant mode', () => {
    expect(asksTenant({ mode: true })).toBe(true);
    expect(tenantToUse({ mode: true }, ' 654321 ')).toBe('654321');
  });

  it("uses the tenant bound to the site's address without asking", () => {
    expect(asksTenant({ mode: true, boundTenantId: '111111' })).toBe(false);
    expect(tenantToUse({ mode: true, boundTenantId: '111111' }, '222222')).toBe('111111');
  });
});
