// Chinese strings of the resource screens (object storage, SMS, attachments) and the notice desk.
export const resource = {
  res: {
    category: '分类', status: '是否启用', accessKey: 'accessKey', secretKey: 'secretKey', remark: '备注',
    enable: '启用', enabled: '启用成功',
    oss: {
      ossCode: '资源编号', endpoint: '资源地址', bucketName: '空间名', region: '地域简称', appId: 'appId',
      cat1: 'minio', cat2: '七牛云', cat3: '阿里云', cat4: '腾讯云',
    },
    sms: {
      smsCode: '资源编号', templateId: '模板ID', template: '模板内容', signName: '短信签名', endpoint: '接口地址(空: 服务商默认)', regionId: 'regionId', appId: 'SdkAppId(腾讯云)',
      cat1: '云片', cat2: '七牛云', cat3: '阿里云', cat4: '腾讯云', cat5: 'HTTP', cat6: '仅记录日志',
      send: '发送测试', sent: '发送成功', phones: '手机号码', phonesHint: '多个号码用逗号分隔', params: '模板参数(JSON)',
      phoneEmpty: '手机号码不能为空', phoneLength: '手机号码长度不为11位', phoneFormat: '手机号码格式不正确',
    },
    attach: {
      originalName: '附件原名', name: '附件名称', link: '附件地址', domain: '附件域名', extension: '附件拓展名', attachSize: '附件大小',
      createTime: '上传时间', upload: '上传', uploaded: '操作成功', download: '下载',
    },
    notice: {
      title: '通知标题', category: '通知类型', releaseTime: '通知日期', content: '通知内容', fileName: '通知公告',
      cat1: '发布通知', cat2: '批转通知', cat3: '转发通知', cat4: '指示通知', cat5: '任免通知', cat6: '事务通知',
      importWord: '导入Word', exportWord: '导出Word', importFailed: 'Word 文件读取失败', exportFailed: 'Word 文件生成失败', picturesLeftOut: '{{count}} 张图片无法导入(格式不受支持或上传失败)',
      docxOnly: '目前仅支持docx文件格式，若为doc文件，请将扩展名改为docx',
    },
    popover: {
      title: '待办与通知', tasks: '待办 ({{count}})', notices: '通知 ({{count}})', noTasks: '没有待办事务', noNotices: '没有已发布的通知', allTasks: '查看全部待办',
    },
    editor: { bold: '粗体', italic: '斜体', heading: '标题', bulletList: '无序列表', orderedList: '有序列表', picture: '插入图片', table: { insert: '插入表格', addRow: '加一行', addColumn: '加一列', deleteRow: '删除行', deleteColumn: '删除列', delete: '删除表格' } },
  },
};
