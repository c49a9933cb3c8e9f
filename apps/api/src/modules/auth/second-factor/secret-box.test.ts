import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error.ts';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox('key-material-of-at-least-thirty-two-chars');

  it('seals to a value without the secret that opens again, with a fresh nonce each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.isPlain(sealed)).toBe(false);
  });

  it('reads a value stored before sealing as it is', () => {
    expect(box.isPlain('JBSWY3DPEHPK3PXP')).toBe(true);
    expect(box.open('JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another key and an altered value with a clear error', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const other = createSecretBox('another-key-material-thirty-two-chars!!');
    expect(() => other.open(sealed)).toThrow(AppError);
    expect(() => other.open(sealed)).toThrow(/not the one the two-step verification secrets were sealed with/);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow(AppError);
  });
});
