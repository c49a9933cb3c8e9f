// /system/param: parameters (spec 3, 5).
import { forgetSystemName } from '../../api/system-name.ts';
import { CrudPage } from '../../components/crud/crud-page.tsx';
import type { CrudScreen } from '../../components/crud/crud-types.ts';
import * as paramRoutes from '../../generated/routes/param.ts';

const screen: CrudScreen = {
  key: 'param',
  api: paramRoutes.crud,
  permission: 'param',
  // A saved system.name shows in the title of the next page.
  onSubmitted: forgetSystemName,
  columns: [
    { field: 'paramName', label: 'system:param.paramName' },
    { field: 'paramKey', label: 'system:param.paramKey' },
    { field: 'paramValue', label: 'system:param.paramValue' },
    { field: 'createTime', label: 'system:createTime', width: 170 },
  ],
  search: [
    { name: 'paramName', label: 'system:param.paramName' },
    { name: 'paramKey', label: 'system:param.paramKey' },
  ],
  fields: [
    { name: 'paramName', label: 'system:param.paramName', required: 'system:param.nameRequired' },
    { name: 'paramKey', label: 'system:param.paramKey', required: 'system:param.keyRequired' },
    { name: 'paramValue', label: 'system:param.paramValue', required: 'system:param.valueRequired', type: 'textarea' },
    { name: 'remark', label: 'system:remark', type: 'textarea' },
  ],
};

export function ParamPage() {
  return <CrudPage screen={screen} />;
}
