import { describe, expect, it } from 'vitest';
import { COMMON_WORDS, firstMeaning } from './common-terms.ts';
import { starterTermBase } from './starter-term-file.ts';
import { deriveStarterTermBase, starterClassifications } from './starter-terms.ts';

describe('starter terms', () => {
  const derived = deriveStarterTermBase();
  const terms = derived.fieldTerms;

  it('holds a few thousand pairs, every classification of the tree filled', () => {
    const perClass = new Map<string, number>();
    for (const t of terms) perClass.set(t.child, (perClass.get(t.child) ?? 0) + 1);
    expect(terms.length).toBeGreaterThan(2000);
    for (const parent of starterClassifications())
      for (const child of parent.children) expect(perClass.get(child.name), child.name).toBeGreaterThan(10);
  });

  it('keeps the meaning without its field mark, one entry per term and classification', () => {
    expect(terms.find((t) => t.chinese === '丢包')).toEqual({
      parent: '科学技术',
      child: '计算机',
      chinese: '丢包',
      english: 'packet loss',
    });
    expect(terms.filter((t) => !t.english || /^\((computing|medicine|idiom|math\.)\)/.test(t.english))).toEqual([]);
    expect(new Set(terms.map((t) => `${t.child}/${t.chinese}`)).size).toBe(terms.length);
    expect(terms.every((t) => t.english.length <= 1000 && t.chinese.length <= 500)).toBe(true);
  });

  it('adds the everyday words by jieba frequency, each with its first meaning, none repeating a field-marked term', () => {
    const { common } = derived;
    const english = new Map(common.map((t) => [t.chinese, t.english]));
    expect(Object.fromEntries(['人工智能', '医院', '电脑', '翻译', '我们'].map((w) => [w, english.get(w)]))).toEqual({
      人工智能: 'artificial intelligence (AI)',
      医院: 'hospital',
      电脑: 'computer',
      翻译: 'to translate',
      我们: 'we; us; ourselves; our',
    });
    expect(common.length).toBeGreaterThan(COMMON_WORDS * 0.8);
    expect(common.length).toBeLessThanOrEqual(COMMON_WORDS);
    const fields = new Set(terms.map((t) => t.chinese));
    expect(common.filter((t) => fields.has(t.chinese) || [...t.chinese].length < 2)).toEqual([]);
    expect(common.filter((t) => /^(CL:|variant of|see )|\[/.test(t.english))).toEqual([]);
  });

  it('is what the build wrote for the seed: the same terms from the file as from the dictionaries', () => {
    expect(starterTermBase()).toEqual(derived);
  });

  it('reads a meaning without its notes, classifier lines or references', () => {
    expect(firstMeaning(['CL:台[tai2]', '(coll.) computer'])).toBe('computer');
    expect(firstMeaning(['variant of 電腦|电脑[dian4 nao3]'])).toBeUndefined();
    expect(firstMeaning('see 翻譯|翻译[fan1 yi4]')).toBeUndefined();
  });
});
