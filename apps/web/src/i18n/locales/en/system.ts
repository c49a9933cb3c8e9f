// English strings of the system administration screens.
import type { Messages } from '../zh/index.ts';

export const system: Pick<Messages, 'sys'> = {
  sys: {
    remark: 'Remark', sort: 'Sort', createTime: 'Created', tenantId: 'Tenant id',
    param: { paramName: 'Parameter name', paramKey: 'Parameter key', paramValue: 'Parameter value', nameRequired: 'Please enter the parameter name', keyRequired: 'Please enter the parameter key', valueRequired: 'Please enter the parameter value' },
    client: {
      sm2Key: 'SM2 public key', sm2KeyHint: 'Open-source Blade consoles such as Saber encrypt sign-in passwords with this key: put it in their src/config/website.js (auth.publicKey) and rebuild.',
    },
    tenant: {
      tenantName: 'Tenant name', linkman: 'Contact', contactNumber: 'Contact number', address: 'Address', domain: 'Domain', backgroundUrl: 'Background',
      accountNumber: 'Account quota', expireTime: 'Expires', packageId: 'Package',
    },
    tenantPackage: { packageName: 'Package name', menuId: 'Menus', nameRequired: 'Please enter the package name', menuRequired: 'Please choose menus' },
    dict: {
      code: 'Dictionary code', dictValue: 'Dictionary name', dictKey: 'Dictionary key', sort: 'Dictionary sort', isSealed: 'Sealed', parentId: 'Parent',
      codeRequired: 'Please enter the dictionary code', valueRequired: 'Please enter the dictionary name', keyRequired: 'Please enter the dictionary key', sortRequired: 'Please enter the dictionary sort', sealedRequired: 'Please choose sealed',
      config: 'Entries', addChild: 'Add child', childTitle: 'Entries of {{name}}',
    },
    role: {
      roleName: 'Role name', roleAlias: 'Role alias', parentId: 'Parent role', grant: 'Permissions', grantTitle: 'Role permissions', menus: 'Menus',
    },
    dept: { deptName: 'Department name', fullName: 'Full name', deptCategory: 'Type', parentId: 'Parent department', company: 'Company', department: 'Department', group: 'Group' },
    menu: {
      name: 'Menu name', code: 'Menu code', path: 'Route', source: 'Icon', alias: 'Alias', category: 'Type', action: 'Button place',
      parentId: 'Parent menu', isOpen: 'New window', menu: 'Menu', button: 'Button', toolbar: 'Toolbar', row: 'Row', both: 'Toolbar and row', none: 'None',
    },
    topMenu: { setting: 'Menu setting', menus: 'Menus', code: 'Menu code', name: 'Menu name', source: 'Menu icon' },
    user: {
      allDepts: 'All departments',
      account: 'Account', name: 'Nickname', realName: 'Real name', password: 'Password', email: 'Email', phone: 'Phone', sex: 'Sex',
      birthday: 'Birthday', roleId: 'Roles', deptId: 'Departments', postId: 'Posts', code: 'User code', userType: 'Platform',
      roleName: 'Roles', deptName: 'Departments', male: 'Male', female: 'Female', unknown: 'Unknown',
      reset: 'Reset password', unlock: 'Unlock', grant: 'Assign roles', confirmReset: 'Give the selected accounts new random passwords?', confirmUnlock: 'Unlock the selected accounts?',
      grantTitle: 'Assign roles', grantRoles: 'Roles',
    },
    issued: {
      title: 'New passwords (shown only this once)', hint: 'Hand each password to its holder: it must be changed at the first sign-in and expires unused after the hours of the parameter account.initPasswordHours. It cannot be shown again once closed.',
      account: 'Account', password: 'Password', copy: 'Copy', copied: 'Copied', download: 'Download the password sheet (CSV)',
    },
  },
};
