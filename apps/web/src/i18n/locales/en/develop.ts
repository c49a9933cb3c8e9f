// English strings of the developer-tool screens (datasources, models and prototypes, code generator).
export const develop = {
  dev: {
    ds: {
      name: 'Name', driverClass: 'Driver class', url: 'URL', username: 'User name', password: 'Password', remark: 'Remark',
      test: 'Test connection', builtIn: 'Built-in', builtInUrl: "The platform's own database (table structure only)", passwordHint: 'Empty or ****** keeps the password',
    },
    model: {
      datasource: 'Datasource', modelName: 'Model name', modelCode: 'Model code', modelTable: 'Table', modelClass: 'Class name', modelRemark: 'Remark',
      importTable: 'Import table', table: 'Table', prototype: 'Fields', imported: 'Imported',
    },
    proto: {
      componentType: 'Input', dictCode: 'Dictionary', queryType: 'Search', component: { input: 'Text', textarea: 'Multi-line text', number: 'Number', switch: 'Switch', datetime: 'Date and time', date: 'Date', select: 'Dictionary select' }, query: { equal: 'Equals', like: 'Contains' },
      title: 'Model fields', jdbcName: 'Column', jdbcType: 'Column type', jdbcComment: 'Comment', propertyName: 'Property', propertyType: 'Type',
      isList: 'In list', isForm: 'In form', isQuery: 'Search', isRequired: 'Required', saved: 'Saved', empty: 'No fields',
    },
    code: {
      baseMode: 'Base entity', wrapMode: 'Wrapper', codeName: 'Module name', model: 'Model', serviceName: 'Service', tableName: 'Table', tablePrefix: 'Table prefix', packageName: 'Package',
      templateType: 'Template', author: 'Author', codeStyle: 'Front-end style', apiPath: 'API path', webPath: 'Web path',
      copy: 'Copy', copied: 'Copied', generate: 'Generate code', generateConfirm: 'Generate the code of the selected modules?', generated: 'Code generated',
    },
  },
};
