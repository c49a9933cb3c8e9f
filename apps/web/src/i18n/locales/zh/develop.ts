// Chinese strings of the developer-tool screens (datasources, models and prototypes, code generator).
export const develop = {
  dev: {
    ds: {
      name: '名称', driverClass: '驱动类', url: '连接地址', username: '用户名', password: '密码', remark: '备注',
      test: '连接测试', builtIn: '内置', builtInUrl: '平台自身的数据库(只读取表结构)', passwordHint: '留空或 ****** 表示不修改',
    },
    model: {
      datasource: '数据源', modelName: '模型名称', modelCode: '模型编号', modelTable: '物理表名', modelClass: '模型类名', modelRemark: '模型备注',
      importTable: '导入表', table: '数据表', prototype: '模型配置', imported: '导入成功',
    },
    proto: {
      componentType: '控件', dictCode: '字典编码', queryType: '查询方式', component: { input: '输入框', textarea: '多行文本', number: '数字', switch: '开关', datetime: '日期时间', date: '日期', select: '字典下拉' }, query: { equal: '等于', like: '模糊' },
      title: '模型配置', jdbcName: '列名', jdbcType: '列类型', jdbcComment: '列注释', propertyName: '属性名', propertyType: '属性类型',
      isList: '列表显示', isForm: '表单显示', isQuery: '查询条件', isRequired: '必填', saved: '保存成功', empty: '暂无字段',
    },
    code: {
      baseMode: '基础业务', wrapMode: '包装器', codeName: '模块名', model: '数据模型', serviceName: '服务名', tableName: '表名', tablePrefix: '表前缀', packageName: '包名',
      templateType: '模版类型', author: '作者', codeStyle: '前端模版', apiPath: '后端生成路径', webPath: '前端生成路径',
      copy: '复制', copied: '复制成功', generate: '代码生成', generateConfirm: '是否生成选中模块的代码?', generated: '代码生成成功',
    },
  },
};
