// English words of the log and report screens: the `log` namespace.
import type { LocaleOf } from '../../types.ts';
import type zh from '../zh/log.ts';

export default {
  serviceId: 'Service',
  serverHost: 'Server name',
  serverIp: 'Server IP',
  env: 'Environment',
  method: 'Method',
  requestUri: 'Request URI',
  remoteIp: 'Client IP',
  createBy: 'User',
  createTime: 'Time',
  userAgent: 'User agent',
  params: 'Request data',
  logLevel: 'Level',
  logId: 'Event',
  logData: 'Data',
  title: 'Title',
  type: 'Type',
  httpStatus: 'Status',
  time: 'Duration (ms)',
  exceptionName: 'Exception',
  message: 'Message',
  fileName: 'File',
  methodName: 'Method name',
  lineNumber: 'Line',
  stackTrace: 'Stack trace',
  report: {
    name: 'File name',
    updateTime: 'Updated',
  },
  export: {
    button: 'Export',
  },
} satisfies LocaleOf<typeof zh>;
