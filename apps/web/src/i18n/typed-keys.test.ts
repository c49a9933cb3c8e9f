// Keys are typed: i18next checks every key against the Chinese resources (i18next.d.ts), so a wrong or missing key
// fails the type-check (`npm run lint --workspace @blade/web`). The `@ts-expect-error` lines below are that proof:
// each holds a deliberately wrong key, and the type-check fails if one ever becomes valid or the typing is lost
// (a `t` that took any string would make the directive unused, itself an error).
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { Namespace, TextKey } from './resources.ts';
import { testInstance } from './test-instance.ts';

function accountHeader(t: TFunction<Namespace[]>): string {
  // @ts-expect-error `user.acount` is no key of the system namespace (a typo)
  void t('system:user.acount');
  // @ts-expect-error `user` is a group of words, not a word
  void t('system:user');
  return t('system:user.account');
}

// @ts-expect-error a screen's label must be a key of a namespace, written with its namespace
const wrongLabel: TextKey = 'user.account';

describe('typed keys', () => {
  it('a valid key reads its word; the wrong ones above are type errors', async () => {
    const en = await testInstance('en');
    expect(accountHeader(en.t)).toBe('Account');
    expect(en.t(wrongLabel)).toBe('user.account');
  });
});
