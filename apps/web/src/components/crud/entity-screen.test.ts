// An entity's default screen as the generic CRUD page takes it: labels as keys of the `entity` namespace, whose words
// are the contract's Chinese and English labels; dictionary selects (in the search and in the form) loading their entries.
import { defaultScreen, postEntity } from '@blade/contract';
import { describe, expect, it } from 'vitest';
import * as postRoutes from '../../generated/routes/post.ts';
import { crudScreenOf, entityWords } from './entity-screen.ts';

const post = defaultScreen(postEntity)!;
const read: string[] = [];
const dictOptions = async (code: string) => {
  read.push(code);
  return [{ value: '1', label: code }];
};

describe('crudScreenOf', () => {
  it('labels columns, search and form fields by keys whose words are the Chinese and English labels', () => {
    const screen = crudScreenOf(post, postRoutes.crud, dictOptions);
    expect(screen).toMatchObject({ key: 'post', api: postRoutes.crud, permission: 'post', partialSearch: true });
    const { zh, en } = entityWords(post);
    const word = (words: typeof zh, key: string) => words['screen-post']![key.replace('entity:screen-post.', '')];
    expect(screen.columns.map((c) => [c.field, word(zh, c.label)])).toEqual([
      ['categoryName', '岗位类型'],
      ['postCode', '岗位编号'],
      ['postName', '岗位名称'],
      ['sort', '排序'],
    ]);
    expect(screen.search.map((s) => word(en, s.label))).toEqual(['Post type', 'Post code', 'Post name']);
    expect(screen.fields.map((f) => word(en, f.label))).toEqual(['Post type', 'Post code', 'Post name', 'Sort', 'Remark']);
  });

  it('loads the options of dictionary selects, and only theirs', async () => {
    const screen = crudScreenOf(post, postRoutes.crud, dictOptions);
    expect(screen.search.filter((s) => s.loadOptions).map((s) => s.name)).toEqual(['category']);
    expect(screen.fields.filter((f) => f.loadOptions).map((f) => f.name)).toEqual(['category']);
    await screen.search[0]!.loadOptions!();
    await screen.fields[0]!.loadOptions!();
    expect(read).toEqual(['post_category', 'post_category']);
    expect(screen.fields.find((f) => f.name === 'sort')).toMatchObject({ type: 'number', required: true, defaultValue: 1 });
  });
});
