// Chinese strings of the generic CRUD list and form, and of the list itself (its selection and pages).
export const crud = {
  crud: {
    add: '新增', edit: '编辑', view: '查看', delete: '删除', save: '保存', search: '搜索', reset: '清空', all: '全部', actions: '操作',
    createTimeFrom: '创建开始日期', createTimeTo: '创建结束日期',
    confirmDelete: '确定将选择数据删除?', deleteCancelled: '已取消删除', selectOne: '请选择至少一条数据',
    added: '新增成功', updated: '更新成功', deleted: '删除成功', done: '操作成功!',
    required: '请输入{{label}}', requiredSelect: '请选择{{label}}', invalid: '格式不正确',
    tooLong: '最多{{max}}个字符', tooShort: '至少{{min}}个字符', tooLarge: '不能大于{{max}}', tooSmall: '不能小于{{min}}',
    addChild: '新增下级', chooseDate: '选择日期', expand: '展开', collapse: '折叠', expandAll: '展开全部', collapseAll: '折叠全部',
    empty: '还没有数据', emptyHint: '这里还没有可显示的记录', emptyAddHint: '可以从这里添加第一条记录', addFirst: '添加第一条',
    emptySearch: '没有符合条件的数据', emptySearchHint: '换个条件再搜索,或清空条件查看全部',
    yes: '是', no: '否',
  },
  list: {
    selection: '选择', selectAll: '全选', selectRow: '选择行', selected: '已选 {{count}} 项', loading: '加载中',
    rowsPerPage: '每页行数:', displayedRows: '{{from}}–{{to}} 共 {{count}}',
    firstPage: '第一页', previousPage: '上一页', nextPage: '下一页', lastPage: '最后一页',
  },
};
