// An entity declared by its fields: the record, submit body, filters and unique fields follow from them, and so
// does the console's default screen (columns, search, form fields with their types, required marks and defaults).
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultScreen, defineEntity, field, postEntity, zBlank, zBoolean, zInt, zInt64, zRequiredText, zText } from '../src/index.ts';

const book = defineEntity({
  name: 'shelf-book',
  base: '/blade-shelf/shelf-book',
  fields: {
    title: field(zRequiredText(100), ['书名', 'Title'], { list: true, search: true, unique: true }),
    code: field(zRequiredText(20), ['编号', 'Code'], { search: 'exact' }),
    pages: field(zBlank(zInt.min(0)), ['页数', 'Pages'], { list: true }),
    onSale: field(zBoolean, ['在售', 'On sale'], { initial: true }),
    stockNo: field(zBlank(zInt64), ['库存号', 'Stock no.'], { search: true, filter: 'id' }),
    released: field(zBlank(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)), ['发行日', 'Released'], { input: 'date', search: true }),
    secret: field(zText(64), ['口令', 'Secret'], { input: 'password', form: false }),
  },
  listStyle: 'map',
  sortable: ['createTime'],
  permission: 'shelf_book',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

describe('an entity declared by its fields', () => {
  it("answers a record of the base columns, the fields (nullable when a save may leave them empty) and a dictionary field's entry name", () => {
    const shape = postEntity.record.shape;
    expect(Object.keys(shape)).toEqual([
      'id',
      'createUser',
      'createDept',
      'createTime',
      'updateUser',
      'updateTime',
      'status',
      'isDeleted',
      'tenantId',
      'category',
      'postCode',
      'postName',
      'sort',
      'remark',
      'categoryName',
    ]);
    const row = {
      id: '1',
      createUser: null,
      createDept: null,
      createTime: 't',
      updateUser: null,
      updateTime: 't',
      status: 1,
      isDeleted: 0,
      tenantId: '000000',
      category: 2,
      postCode: 'ceo',
      postName: '首席执行官',
      sort: 1,
      remark: null,
      categoryName: '高层',
    };
    expect(postEntity.record.parse(row)).toEqual(row);
    expect(postEntity.record.safeParse({ ...row, sort: null }).success).toBe(false);
    expect(postEntity.record.safeParse({ ...row, category: '2' }).success).toBe(false);
    // A platform entity has no tenant; a yes/no field answers a boolean, a 64-bit number text.
    expect(Object.keys(book.record.shape)).not.toContain('tenantId');
    expect(book.record.shape.onSale.parse(true)).toBe(true);
    expect(book.record.shape.stockNo.parse(null)).toBeNull();
    expect(book.record.shape.stockNo.safeParse(42).success).toBe(false);
  });

  it('takes a submit body of an optional id and the fields', () => {
    expect(postEntity.submit.parse({ id: '', category: '3', postCode: ' clerk ', postName: '职员' })).toEqual({
      category: 3,
      postCode: 'clerk',
      postName: '职员',
      sort: 1,
    });
    expect(postEntity.submit.safeParse({ category: 1, postCode: '', postName: 'x' }).success).toBe(false);
  });

  it('filters by the base columns, the tenant and the search fields; the unique fields are refused twice', () => {
    expect(postEntity.filters).toEqual({
      id: 'id',
      createTime: 'date',
      updateTime: 'date',
      status: 'int',
      createUser: 'id',
      createDept: 'id',
      tenantId: 'string',
      category: 'int',
      postCode: 'string',
      postName: 'string',
    });
    expect(book.filters).toMatchObject({ title: 'string', code: 'string', stockNo: 'id', released: 'date' });
    expect(book.filters).not.toHaveProperty('pages');
    expect(postEntity.unique).toEqual(['postCode']);
  });

  it("takes the entity's name as its menu code unless it names one", () => {
    expect(postEntity.permission).toBe('post');
    expect(book.permission).toBe('shelf_book');
  });
});

describe('the default screen', () => {
  it('lists, searches and edits post as its hand-written screen did, labelled in both languages by the declaration', () => {
    expect(defaultScreen(postEntity)).toEqual({
      name: 'post',
      permission: 'post',
      partialSearch: true,
      columns: [
        { field: 'categoryName', label: ['岗位类型', 'Post type'] },
        { field: 'postCode', label: ['岗位编号', 'Post code'] },
        { field: 'postName', label: ['岗位名称', 'Post name'] },
        { field: 'sort', label: ['排序', 'Sort'], width: 100 },
      ],
      search: [
        { name: 'category', label: ['岗位类型', 'Post type'], type: 'select', dict: 'post_category' },
        { name: 'postCode', label: ['岗位编号', 'Post code'], type: 'text' },
        { name: 'postName', label: ['岗位名称', 'Post name'], type: 'text' },
      ],
      fields: [
        { name: 'category', label: ['岗位类型', 'Post type'], type: 'select', required: true, dict: 'post_category' },
        { name: 'postCode', label: ['岗位编号', 'Post code'], type: 'text', required: true },
        { name: 'postName', label: ['岗位名称', 'Post name'], type: 'text', required: true },
        { name: 'sort', label: ['排序', 'Sort'], type: 'number', required: true, defaultValue: 1 },
        { name: 'remark', label: ['备注', 'Remark'], type: 'textarea', required: false },
      ],
    });
  });

  it('types inputs by value, marks none of a switch required, starts from initial values and matches exact text as asked', () => {
    const screen = defaultScreen(book)!;
    expect(screen.partialSearch).toBe(false);
    expect(screen.search.map((s) => [s.name, s.type])).toEqual([
      ['title', 'text'],
      ['code_equal', 'text'],
      ['stockNo', 'text'],
      ['released', 'date'],
    ]);
    expect(screen.fields.map((f) => [f.name, f.type, f.required, f.defaultValue])).toEqual([
      ['title', 'text', true, undefined],
      ['code', 'text', true, undefined],
      ['pages', 'number', false, undefined],
      ['onSale', 'switch', false, true],
      ['stockNo', 'text', false, undefined],
      ['released', 'date', false, undefined],
    ]);
    expect(screen.columns).toEqual([
      { field: 'title', label: ['书名', 'Title'] },
      { field: 'pages', label: ['页数', 'Pages'], width: 100 },
    ]);
  });

  it("starts a client's form from its schema's defaults and its declared initial values", async () => {
    const { clientEntity, DEFAULT_CLIENT_GRANTS } = await import('../src/index.ts');
    const fields = defaultScreen(clientEntity)!.fields;
    expect(fields.slice(0, 6).map((f) => [f.name, f.required, f.defaultValue])).toEqual([
      ['clientId', true, undefined],
      ['clientSecret', true, undefined],
      ['scope', true, 'all'],
      ['authorizedGrantTypes', true, DEFAULT_CLIENT_GRANTS],
      ['accessTokenValidity', true, 3600],
      ['refreshTokenValidity', true, 604800],
    ]);
  });

  it('is none for an entity declared by its record', async () => {
    const { paramEntity } = await import('../src/index.ts');
    expect(defaultScreen(paramEntity)).toBeUndefined();
  });
});
