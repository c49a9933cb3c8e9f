// Chinese strings of the translation platform: the public front page, /sort and the backstage.
export const translate = {
  tr: {
    front: {
      search: '输入中文或英文查询词条', exact: '精确匹配', noMatch: '没有找到匹配的词条', score: '匹配度 {{score}}%',
      backstage: '进入后台', messages: '留言板', home: '返回首页', sort: '分类浏览', chinese: '中文', english: '英文',
      pickHint: '输入后从建议中选择一个词条查看',
    },
    message: {
      title: '留言板', add: '我要留言', placeholder: '请输入留言内容（最多200个字符）', submit: '提交留言', empty: '请输入内容',
      tooLong: '内容不能超过200个字符', posted: '留言成功', reply: '回复', replyTitle: '回复留言', replied: '回复成功',
      remove: '删除', confirmRemove: '确定删除吗？', total: '共 {{total}} 条', manager: '管理员回复',
    },
    sort: { title: '分类浏览', all: '全部分类', entries: '词条', total: '共 {{total}} 条' },
    tab: { entry: '词条管理', classification: '分类管理', label: '标签管理', file: '文件管理', message: '留言管理', site: '站点设置' },
    entry: {
      chinese: '中文', english: '英文', classification: '分类', labels: '标签', remark: '备注', allClasses: '全部分类',
      import: '导入', export: '导出', formatXlsx: 'Excel 表格(.xlsx)', formatCsv: 'CSV 文本(.csv)', tree: '分类',
    },
    tree: { name: '名称', parent: '上级', sort: '排序', remark: '备注' },
    file: {
      upload: '上传文件', name: '文件名', size: '大小', type: '类型', time: '上传时间', download: '下载', uploaded: '操作成功',
      search: '文件名',
    },
    import: {
      title: '导入词条', choose: '选择文件（.csv / .xlsx）', hint: '列：中文、英文、分类（名称）、标签、备注，第一行为表头',
      preview: '预览', encoding: '（按 {{encoding}} 编码读取）', commit: '确认导入', total: '共 {{total}} 行：可导入 {{insertable}}，冲突 {{conflicts}}，错误 {{errors}}',
      errors: '错误行', conflicts: '冲突（同一分类下已有相同中文）', row: '行', reason: '原因', existing: '现有英文', incoming: '导入英文',
      progress: '已处理 {{done}} 行', progressOf: '已处理 {{done}} / {{total}} 行',
      skip: '跳过冲突', overwrite: '覆盖冲突', result: '导入完成：新增 {{inserted}}，覆盖 {{overwritten}}，跳过 {{skipped}}，错误 {{errors}}',
    },
    image: {
      title: '更换图片', slot1: '后台入口图标', slot2: '返回首页图标', slot3: '主图 / Logo', slot4: '留言板图标',
      replace: '上传', remove: '删除', empty: '未设置', confirmUpload: '确定上传图片吗', confirmRemove: '确定删除吗？', done: '操作成功',
    },
    site: {
      title: '站点名称', webName: '网站名称', backName: '后台名称', webNameRequired: '请输入网站名称', backNameRequired: '请输入后台名称', tooLong: '最多100个字符',
      updated: '更新成功！', failed: '更新失败：{{message}}', save: '保存',
    },
  },
};
