// English strings of the resource screens (object storage, SMS, attachments) and the notice desk.
import type { resource as zh } from '../zh/resource.ts';

export const resource: typeof zh = {
  res: {
    category: 'Category', status: 'Enabled', accessKey: 'Access key', secretKey: 'Secret key', remark: 'Remark',
    enable: 'Enable', enabled: 'Enabled',
    oss: {
      ossCode: 'Code', endpoint: 'Endpoint', bucketName: 'Bucket', region: 'Region', appId: 'App id',
      cat1: 'MinIO', cat2: 'Qiniu', cat3: 'Aliyun', cat4: 'Tencent',
    },
    sms: {
      smsCode: 'Code', templateId: 'Template id', template: 'Template', signName: 'Signature', endpoint: "API address (empty: the provider's)", regionId: 'Region id', appId: 'SdkAppId (Tencent)',
      cat1: 'Yunpian', cat2: 'Qiniu', cat3: 'Aliyun', cat4: 'Tencent', cat5: 'HTTP', cat6: 'Log only',
      send: 'Test send', sent: 'Sent', phones: 'Phone numbers', phonesHint: 'Separate numbers with commas', params: 'Template params (JSON)',
      phoneEmpty: 'The phone number must not be empty', phoneLength: 'The phone number must have 11 digits', phoneFormat: 'Invalid phone number',
    },
    attach: {
      originalName: 'Original name', name: 'Object name', link: 'Link', domain: 'Domain', extension: 'Extension', attachSize: 'Size',
      createTime: 'Uploaded', upload: 'Upload', uploaded: 'Uploaded', download: 'Download',
    },
    notice: {
      title: 'Title', category: 'Type', releaseTime: 'Release time', content: 'Content', fileName: 'notice',
      cat1: 'Publication', cat2: 'Approval forward', cat3: 'Forward', cat4: 'Instruction', cat5: 'Appointment', cat6: 'Affairs',
      importWord: 'Import Word', exportWord: 'Export Word', importFailed: 'The Word file could not be read', exportFailed: 'The Word file could not be made', picturesLeftOut: '{{count}} picture(s) could not be imported (unsupported format or upload refused)',
      docxOnly: 'Only .docx files are supported; for a .doc file, change its extension to .docx',
    },
    popover: {
      title: 'Tasks and notices', tasks: 'Tasks ({{count}})', notices: 'Notices ({{count}})', noTasks: 'No open tasks', noNotices: 'No published notices', allTasks: 'All open tasks',
    },
    editor: { bold: 'Bold', italic: 'Italic', heading: 'Heading', bulletList: 'Bullet list', orderedList: 'Numbered list', picture: 'Picture', table: { insert: 'Insert table', addRow: 'Add row', addColumn: 'Add column', deleteRow: 'Delete row', deleteColumn: 'Delete column', delete: 'Delete table' } },
  },
};
