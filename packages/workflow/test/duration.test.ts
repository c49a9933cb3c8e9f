import { expect, it } from 'vitest';
import { humanDuration } from '../src/index.ts';

it('writes durations as Blade does', () => {
  expect(humanDuration(3_723_000)).toBe('1小时2分钟3秒');
  expect(humanDuration(90_061_000)).toBe('1天1小时1分钟1秒');
  expect(humanDuration(120_000)).toBe('2分钟');
  expect(humanDuration(400)).toBe('0秒');
});
