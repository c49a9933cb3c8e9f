// Chinese strings of the log and report screens.
export const log = {
  log: {
    serviceId: '服务ID', serverHost: '服务器名', serverIp: '服务器IP', env: '软件环境', method: '请求方法', requestUri: '请求接口',
    remoteIp: '操作IP', createBy: '操作人', createTime: '操作时间', userAgent: '用户代理', params: '请求数据',
    logLevel: '日志级别', logId: '日志业务ID', logData: '日志数据', title: '日志名', type: '日志类型', httpStatus: '响应状态',
    time: '执行时间(ms)', exceptionName: '异常名', message: '异常内容', fileName: '文件名', methodName: '方法名', lineNumber: '行数',
    stackTrace: '堆栈信息',
  },
  report: { name: '文件名', updateTime: '更新时间' },
  export: { button: '导出' },
};
