// English strings of the remaining system administration screens and dialogs (see zh/admin.ts).
import type { Messages } from '../zh/index.ts';

export const admin: Pick<Messages, 'adm'> = {
  adm: {
    region: {
      code: 'Region code', parentCode: 'Parent code', subCode: 'Sub code', name: 'Region name', regionLevel: 'Level', sort: 'Sort',
      remark: 'Remark', ancestors: 'Ancestors', addChild: 'Add child', addTop: 'Add', selectFirst: 'Select a region first',
      tree: 'Regions', detail: 'Region details', empty: 'No data', root: 'China',
      subCodeRequired: 'Enter the sub code', subCodeDigits: 'The sub code must be digits', nameRequired: 'Enter the region name', sortRequired: 'Enter the sort',
      level0: 'Country', level1: 'Province', level2: 'City', level3: 'District', level4: 'Town', level5: 'Village',
      import: 'Import', export: 'Export', template: 'Download template', importTitle: 'Import regions',
      confirmExportAll: 'Export every region?', confirmExport: 'Export region [{{code}}] and the regions below it?',
    },
    scope: {
      setting: 'Scopes', menuName: 'Menu name', menuCode: 'Menu code', path: 'Route',
      dataTitle: '[{{name}}] data scopes', apiTitle: '[{{name}}] API scopes',
      scopeName: 'Scope name', resourceCode: 'Resource code', scopeColumn: 'Column', scopeType: 'Rule type', scopeField: 'Visible fields',
      scopeClass: 'Mapper class', scopeValue: 'Rule value', remark: 'Remark',
      apiName: 'API name', apiCode: 'Resource code', scopePath: 'API path', apiType: 'API type',
    },
    grant: { menu: 'Menus', dataScope: 'Data scopes', apiScope: 'API scopes' },
    user: {
      import: 'Import', export: 'Export', platform: 'Platform', importTitle: 'Import users', file: 'File', chooseFile: 'Choose file',
      isCovered: 'Overwrite', cover: 'Overwrite existing', noCover: 'Keep existing', template: 'Download template', importButton: 'Import',
      fileRequired: 'Choose an .xlsx file', xlsxOnly: 'Only .xlsx files', confirmExport: 'Export the users?',
      imported: 'Import finished: {{msg}}', platformTitle: 'User platform', userType: 'Platform', userExt: 'Extension',
      userTypeRequired: 'Choose the platform', extInvalid: 'The extension must be JSON', web: 'WEB', app: 'APP', other: 'OTHER',
      importReport: '{{total}} rows: {{inserted}} added, {{updated}} updated, {{failed}} failed', importFailure: 'Row {{row}} {{account}}: {{reason}}',
      selectOnlyOne: 'Select exactly one row',
    },
    tenant: {
      setting: 'Licence', datasource: 'Datasource', package: 'Package', accountNumber: 'Account quota', expireTime: 'Expires',
      datasourceId: 'Datasource', packageId: 'Package', settingTitle: 'Tenant licence', datasourceTitle: 'Tenant datasource',
      packageTitle: 'Tenant package', accountRequired: 'Enter the account quota', unlimitedHint: '-1 means unlimited', none: 'None',
    },
    info: {
      profile: 'Profile', password: 'Password', avatar: 'Avatar', uploadAvatar: 'Upload avatar', name: 'Nickname', realName: 'Real name',
      phone: 'Phone', email: 'Email', oldPassword: 'Old password', newPassword: 'New password', newPassword1: 'Confirm password', submit: 'Submit',
      nameRequired: 'Enter the nickname', realNameRequired: 'Enter the real name',
      phoneEmpty: 'The phone number is required', phoneLength: 'The phone number must have 11 digits', phoneFormat: 'Invalid phone number',
      emailFormat: 'Invalid email',
      oldRequired: 'Enter the old password', newRequired: 'Enter the new password', confirmRequired: 'Confirm the password', mismatch: 'The passwords differ', passwordTooShort: 'The password needs at least 8 characters', passwordTooCommon: 'This password is too common and easily guessed: choose another',
      avatarType: 'The avatar must be a JPG or PNG image', avatarSize: 'The avatar must be at most 500 kB',
      passwordChanged: 'Password changed: please sign in again',
    },
  },
};
