import { describe, expect, it } from 'vitest';
import { appliedFilters, invertedRangeEnd, listQuery } from './list-query.ts';

describe('list query', () => {
  it('applies trimmed, non-empty filters, dates as Blade date-times and the created-time range', () => {
    const fields = [
      { name: 'account', label: 'system:user.account' as const },
      { name: 'releaseTime', label: 'resource:notice.releaseTime' as const, type: 'date' as const },
    ];
    expect(
      appliedFilters(
        { account: ' hr ', realName: '  ', releaseTime: '2026-11-01', createTimeFrom: '2026-01-01', createTimeTo: '2026-01-31' },
        fields,
      ),
    ).toEqual({
      account: 'hr',
      releaseTime: '2026-11-01 00:00:00',
      createTime_dategt: '2026-01-01 00:00:00',
      createTime_datelt: '2026-01-31 23:59:59',
    });
  });

  it('sends text fields as <field>_like on a list that matches exactly, selects and dates as they are', () => {
    const fields = [
      { name: 'postName', label: 'entity:screen-post.search.postName' as const },
      { name: 'category', label: 'entity:screen-post.search.category' as const, type: 'select' as const },
      { name: 'day', label: 'resource:notice.releaseTime' as const, type: 'date' as const },
    ];
    expect(appliedFilters({ postName: ' 经理 ', category: '2', day: '2026-11-01' }, fields, true)).toEqual({
      postName_like: '经理',
      category: '2',
      day: '2026-11-01 00:00:00',
    });
    expect(appliedFilters({ postName: '经理' }, fields)).toEqual({ postName: '经理' });
  });

  it("pages from 1 on top of the screen's fixed query; tree lists are not paged", () => {
    expect(listQuery({ baseQuery: { deptId: '7' } }, { account: 'hr' }, { page: 2, pageSize: 30 })).toEqual({
      deptId: '7',
      current: 3,
      size: 30,
      account: 'hr',
    });
    expect(listQuery({ treeList: true }, {}, { page: 0, pageSize: 10 })).toEqual({});
  });

  it("asks Blade for the grid's sort as ascs/descs beside the page, and the filters win over the fixed query", () => {
    expect(listQuery({}, {}, { page: 0, pageSize: 20 }, { field: 'postCode', direction: 'asc' })).toEqual({
      current: 1,
      size: 20,
      ascs: 'postCode',
    });
    expect(
      listQuery({ baseQuery: { category: '1' } }, { category: '2' }, { page: 1, pageSize: 10 }, { field: 'createTime', direction: 'desc' }),
    ).toEqual({ category: '2', current: 2, size: 10, descs: 'createTime' });
    // A tree list answers whole trees: neither paged nor sorted by the grid.
    expect(
      listQuery({ treeList: true, baseQuery: { parentId: '0' } }, {}, { page: 3, pageSize: 50 }, { field: 'sort', direction: 'asc' }),
    ).toEqual({ parentId: '0' });
  });

  it('names the end field of a range whose end comes before its start', () => {
    const days = [
      { name: 'startDate', label: 'crud:createTimeFrom' as const, type: 'date' as const },
      { name: 'endDate', label: 'crud:createTimeTo' as const, type: 'date' as const, dateEnd: true },
    ];
    expect(invertedRangeEnd({ createTimeFrom: '2026-11-02', createTimeTo: '2026-11-01' }, [])).toBe('createTimeTo');
    expect(invertedRangeEnd({ createTimeFrom: '2026-11-01', createTimeTo: '2026-11-01' }, [])).toBeUndefined();
    expect(invertedRangeEnd({ createTimeFrom: '2026-11-02' }, [])).toBeUndefined();
    expect(invertedRangeEnd({ startDate: '2026-12-01', endDate: '2026-11-30' }, days)).toBe('endDate');
    expect(invertedRangeEnd({ startDate: '2026-11-01', endDate: '2026-11-30' }, days)).toBeUndefined();
  });
});
