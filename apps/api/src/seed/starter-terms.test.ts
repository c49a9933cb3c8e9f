import { describe, expect, it } from 'vitest';
import { starterClassifications, starterTerms } from './starter-terms.ts';

describe('starter terms', () => {
  const terms = starterTerms();

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
});
