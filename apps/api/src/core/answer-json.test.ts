// Answers are serialised without the Blade replacer only when it would change nothing, and then give the same text.
import { describe, expect, it } from 'vitest';
import { answerJson, needsReplacer } from './answer-json.ts';
import { createBladeDates } from './blade-dates.ts';
import { bladeJsonReplacer } from './json-replacer.ts';

const replacer = bladeJsonReplacer(createBladeDates('Asia/Shanghai'));
const textReady = {
  code: 200,
  success: true,
  msg: '操作成功',
  data: {
    records: [{ taskId: '4300000000000005000', createTime: '2031-01-01 09:00:00', version: 1, finished: false, note: null, tags: ['a'] }],
    total: 1,
    orders: [],
  },
};

describe('answerJson', () => {
  it('serialises a text-ready answer without calling the replacer, to the text the replacer gives', () => {
    let calls = 0;
    const counting = function (this: unknown, key: string, value: unknown) {
      calls += 1;
      return replacer.call(this as Record<string, unknown>, key, value);
    };
    expect(needsReplacer(textReady)).toBe(false);
    expect(answerJson(textReady, counting)).toBe(JSON.stringify(textReady, replacer));
    expect(calls).toBe(0);
  });

  it('keeps the replacer for 64-bit ids, dates and values with their own toJSON, wherever they are', () => {
    const decimal = { toJSON: () => '1.50' };
    const cases = [
      { id: 1123598821738675201n },
      { data: { records: [{ ok: 'x' }, { createTime: new Date(Date.UTC(2031, 0, 1, 1)) }] } },
      { data: [[{ amount: decimal }]] },
      { data: { when: new Date(Number.NaN) } },
    ];
    for (const value of cases) {
      expect(needsReplacer(value)).toBe(true);
      expect(answerJson(value, replacer)).toBe(JSON.stringify(value, replacer));
    }
    expect(answerJson(cases[1], replacer)).toContain('"createTime":"2031-01-01 09:00:00"');
    expect(answerJson(cases[0], replacer)).toBe('{"id":"1123598821738675201"}');
  });
});
