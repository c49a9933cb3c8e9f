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
    { field: 'paramName', label: 'sys.param.paramName' },
    { field: 'paramKey', label: 'sys.param.paramKey' },
    { field: 'paramValue', label: 'sys.param.paramValue' },
    { field: 'createTime', label: 'sys.createTime', width: 170 },
  ],
  search: [
    { name: 'paramName', label: 'sys.param.paramName' },
    { name: 'paramKey', label: 'sys.param.paramKey' },
  ],
  fields: [
    { name: 'paramName', label: 'sys.param.paramName', required: 'sys.param.nameRequired' },
    { name: 'paramKey', label: 'sys.param.paramKey', required: 'sys.param.keyRequired' },
    { name: 'paramValue', label: 'sys.param.paramValue', required: 'sys.param.valueRequired', type: 'textarea' },
    { name: 'remark', label: 'sys.remark', type: 'textarea' },
  ],
};

export function ParamPage() {
  return <CrudPage screen={screen} />;
}
