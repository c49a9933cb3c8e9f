import { describe, expect, it } from 'vitest';
import { listAddressAfter, readListState, sortQuery, withoutListState, writeListState } from './list-state.ts';

describe('list state in the address', () => {
  it('reads page (from 1), size and sort, and round-trips them', () => {
    const state = readListState(new URLSearchParams('page=3&size=30&sort=postCode,desc&tab=x'), { sortable: ['postCode'] });
    expect(state).toEqual({ page: 2, pageSize: 30, sort: { field: 'postCode', direction: 'desc' }, search: {} });
    const written = writeListState(new URLSearchParams('tab=x&page=9'), state);
    expect(written.toString()).toBe('tab=x&page=3&size=30&sort=postCode%2Cdesc');
  });

  it('falls back to the defaults for what the list does not offer', () => {
    expect(readListState(new URLSearchParams('page=-1&size=500&sort=password,asc&q.password=x'), { sortable: ['postCode'] })).toEqual({
      page: 0,
      pageSize: 10,
      sort: null,
      search: {},
    });
    expect(readListState(new URLSearchParams('sort=postCode,sideways'), { sortable: ['postCode'] }).sort).toBeNull();
  });

  it('leaves the defaults out of the address', () => {
    expect(
      writeListState(new URLSearchParams('page=2&size=30&sort=a,asc'), { page: 0, pageSize: 10, sort: null, search: {} }).toString(),
    ).toBe('');
  });

  it('asks Blade for the sort as ascs or descs', () => {
    expect(sortQuery({ field: 'sort', direction: 'asc' })).toEqual({ ascs: 'sort' });
    expect(sortQuery({ field: 'createTime', direction: 'desc' })).toEqual({ descs: 'createTime' });
    expect(sortQuery(null)).toEqual({});
  });

  it('writes a change over what the address holds now, not over what the list last read', () => {
    const home = '/translateBackstage/index';
    // The list read `?page=3&sort=chinese,asc`; the user then opened another tab of the page, which cleared both;
    // the grid's late move back to the first page must not bring the sort back.
    expect(
      listAddressAfter(home, { pathname: home, search: '?tab=x' }, { page: 0, pageSize: 10 }, { sortable: ['chinese'] })?.toString(),
    ).toBe('tab=x');
    // A new sort keeps the page size the address holds and starts at the first page.
    const sorted = listAddressAfter(
      home,
      { pathname: home, search: '?page=4&size=30' },
      { page: 0, sort: { field: 'chinese', direction: 'desc' } },
      { sortable: ['chinese'] },
    );
    expect(sorted?.toString()).toBe('size=30&sort=chinese%2Cdesc');
  });

  it('writes nothing once the user has opened another page', () => {
    // The user opened 用户管理 while the home's list was still answering: the list must not take them back.
    expect(
      listAddressAfter('/translateBackstage/index', { pathname: '/system/user', search: '' }, { page: 0 }, { sortable: ['chinese'] }),
    ).toBeUndefined();
  });

  it("keeps the search form's values as q.<field>, only for fields the screen has", () => {
    const shape = { sortable: [], searchable: ['postName', 'category'] };
    const read = readListState(new URLSearchParams('q.postName=%20经理%20&q.category=&q.password=x'), shape);
    expect(read.search).toEqual({ postName: '经理' });
    const written = writeListState(new URLSearchParams('tab=x&q.old=1'), { ...read, search: { postName: '经理', category: ' ' } });
    expect(written.toString()).toBe('tab=x&q.postName=%E7%BB%8F%E7%90%86');
    // A search starts at the first page and keeps the sort the address holds.
    const searched = listAddressAfter(
      '/p',
      { pathname: '/p', search: '?page=3&sort=postName,asc' },
      { page: 0, search: { category: '1' } },
      {
        ...shape,
        sortable: ['postName'],
      },
    );
    expect(searched?.toString()).toBe('sort=postName%2Casc&q.category=1');
  });

  it('tells the list state apart from what names the page', () => {
    expect(withoutListState(new URLSearchParams('tab=x&page=2&size=30&sort=a,asc&q.name=b')).toString()).toBe('tab=x');
  });
});
