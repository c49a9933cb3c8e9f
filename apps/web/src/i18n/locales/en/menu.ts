// English names of the seeded menus by menu code; menus without an entry show the server's name.
export const menu: Record<string, string> = {
  translate_home: 'Translation home', translation: 'Translation', translate_entry: 'Entries', translate_classification: 'Classifications',
  translate_label: 'Labels', translate_file: 'Files', translate_message: 'Messages', translate_site: 'Site settings',
  desk: 'Desk', notice: 'Notices',
  system: 'System', user: 'Users', dept: 'Departments', post: 'Posts', dict: 'System dictionary', dict_horizontal: 'Dictionary (horizontal)',
  dict_vertical: 'Dictionary (vertical)', dictbiz: 'Business dictionary', menu: 'Menus', topmenu: 'Top menus', param: 'Parameters',
  tenant: 'Tenants', tenantpackage: 'Tenant packages', client: 'Clients',
  authority: 'Authority', role: 'Roles', data_scope: 'Data scopes', api_scope: 'API scopes',
  monitor: 'Monitoring', log: 'Logs', log_usual: 'Usual logs', log_api: 'API logs', log_error: 'Error logs',
  tool: 'Developer tools', code: 'Code generator', datasource: 'Datasources', model: 'Data models',
  flow: 'Workflow', flow_model: 'Model design', flow_deploy: 'Deployments', flow_manager: 'Process management', flow_follow: 'Process tracking',
  work: 'My work', work_start: 'Start', work_claim: 'To claim', work_todo: 'To do', work_send: 'Sent', work_done: 'Done',
  resource: 'Resources', oss: 'Object storage', sms: 'SMS', attach: 'Attachments',
  base: 'Basics', region: 'Regions',
  report: 'Reports', report_list: 'Report list',
};
