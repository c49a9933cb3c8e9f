import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error.ts';
import { createSecretBox } from './secret-box.ts';

const SECRET = 'JBSWY3DPEHPK3PXP';

describe('secret box', () => {
  const box = createSecretBox('key-material-of-at-least-thirty-two-chars');

  it('seals to a value without the secret that opens again, with a fresh nonce each time', () => {
    const sealed = box.seal(SECRET);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(box.open(sealed)).toEqual({ plain: SECRET, stale: false });
    expect(box.seal(SECRET)).not.toBe(sealed);
  });

  it('reads a value stored before sealing as it is, marked to be sealed', () => {
    expect(box.open(SECRET)).toEqual({ plain: SECRET, stale: true });
  });

  it('opens a value sealed under a previous key, marked to be sealed again', () => {
    const before = createSecretBox('the-signing-key-that-sealed-before-0000');
    const now = createSecretBox('a-secret-key-set-later-of-32-characters', ['the-signing-key-that-sealed-before-0000']);
    expect(now.open(before.seal(SECRET))).toEqual({ plain: SECRET, stale: true });
  });

  it('refuses another key and an altered value with a clear error', () => {
    const sealed = box.seal(SECRET);
    const other = createSecretBox('another-key-material-thirty-two-chars!!');
    expect(() => other.open(sealed)).toThrow(AppError);
    expect(() => other.open(sealed)).toThrow(/not the one the two-step verification secrets were sealed with/);
    const altered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow(AppError);
  });
});
