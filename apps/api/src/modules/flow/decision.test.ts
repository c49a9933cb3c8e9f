import { expect, it } from 'vitest';
import { decision } from './work.routes.ts';

it("passes on flag 'ok' or the comment 同意, and never records 同意 on a rejection", () => {
  expect(decision('ok', '')).toEqual({ pass: true, comment: '同意' });
  expect(decision('ok', '可以')).toEqual({ pass: true, comment: '可以' });
  expect(decision(undefined, '同意')).toEqual({ pass: true, comment: '同意' });
  expect(decision(undefined, '')).toEqual({ pass: false, comment: '' });
  expect(decision(null, '不行')).toEqual({ pass: false, comment: '不行' });
});
