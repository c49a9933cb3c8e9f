import { describe, expect, it } from 'vitest';
import { EVERY_TENANT, sameTenant, writtenTenant } from './tenant.ts';

describe('the tenant argument of raw SQL', () => {
  it('limits a statement to a tenant bound as a value, and to nothing only when EVERY_TENANT is named', () => {
    const scoped = sameTenant('100001', 'u');
    expect(scoped.text).toBe('u.tenant_id = $1');
    expect(scoped.values).toEqual(['100001']);
    expect(sameTenant(EVERY_TENANT).text).toBe('TRUE');
    expect(() => sameTenant('100001', 'u; DROP')).toThrow();
  });

  it('refuses a row written for another tenant than the statement works in', () => {
    expect(writtenTenant('100001', '100001')).toBe('100001');
    expect(writtenTenant(EVERY_TENANT, '100002')).toBe('100002');
    expect(() => writtenTenant('100001', '100002')).toThrow(/100002/);
  });
});
