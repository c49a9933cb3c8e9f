import { describe, expect, it } from 'vitest';
import { createBladeDates } from '../blade-dates.ts';
import { answerJson, needsReplacer } from '../answer-json.ts';
import { bladeJsonReplacer } from '../json-replacer.ts';
import { textReady } from './text-ready.ts';

const dates = createBladeDates('Asia/Shanghai');
const replacer = bladeJsonReplacer(dates);

describe('textReady', () => {
  it('gives the text the replacer gives, and an answer that no longer needs it', () => {
    const records = [
      { id: 1123598821738675201n, name: '管理员', createTime: new Date('2024-01-01T00:00:00Z'), birthday: null, bad: new Date(NaN), n: 3 },
      { id: 2n, name: 'x', createTime: new Date('2024-06-30T16:00:00Z'), birthday: new Date('1980-02-06T16:00:00Z'), bad: null, n: 0 },
    ];
    const ready = textReady(records, dates);
    expect(needsReplacer({ data: { records: ready } })).toBe(false);
    expect(answerJson({ data: { records: ready } }, replacer)).toBe(JSON.stringify({ data: { records } }, replacer));
    expect(ready[0]).toMatchObject({ id: '1123598821738675201', createTime: '2024-01-01 08:00:00', bad: '' });
  });
});
