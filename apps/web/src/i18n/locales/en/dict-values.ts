// English names of the seeded system dictionaries' entries, by dictionary code and key; entries without one (an
// operator's own) show the server's value.
export const dictValue: Record<string, Record<string, string>> = {
  sex: { 1: 'Male', 2: 'Female', 3: 'Unknown' },
  notice: { 1: 'Release', 2: 'Approval', 3: 'Forwarded', 4: 'Instruction', 5: 'Appointment', 6: 'Affairs' },
  menu_category: { 1: 'Menu', 2: 'Button' },
  button_func: { 1: 'Toolbar', 2: 'Row', 3: 'Toolbar and row' },
  yes_no: { 1: 'No', 2: 'Yes' },
  flow: { 1: 'Leave', 2: 'Expense' },
  org_category: { 1: 'Company', 2: 'Department', 3: 'Team' },
  data_scope_type: { 1: 'Everything', 2: 'Own rows', 3: 'Own organization', 4: 'Own organization and below', 5: 'Custom' },
  api_scope_type: { 1: 'System API', 2: 'Business API' },
  scope_category: { 1: 'Data scope', 2: 'API scope' },
  oss: { 2: 'Qiniu', 3: 'Aliyun', 4: 'Tencent Cloud' },
  sms: { 1: 'Yunpian', 2: 'Qiniu', 3: 'Aliyun', 4: 'Tencent Cloud' },
  post_category: { 1: 'Senior', 2: 'Middle', 3: 'Junior', 4: 'Other' },
  region: { 0: 'Country', 1: 'Province', 2: 'City', 3: 'County', 4: 'Township', 5: 'Village' },
};
