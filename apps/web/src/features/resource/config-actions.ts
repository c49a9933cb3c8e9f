// The row action OSS and SMS share: enable this configuration (the server disables the tenant's others).
import { i18n } from '../../i18n/index.ts';
import { toast } from '../../components/toast.tsx';
import type { CrudAction } from '../../components/crud/crud-types.ts';
import type { CrudColumn } from '../../components/crud/crud-types.ts';

/** `enable`: the configuration's enable call (enableOss, enableSms). */
export function enableAction(enable: (id: string) => Promise<unknown>, permission: string): CrudAction {
  return {
    key: 'enable',
    label: 'resource:enable',
    permission,
    run: async ([row], ctx) => {
      await enable(row!.id);
      toast.success(i18n.t('resource:enabled'));
      ctx.refresh();
    },
  };
}

/** Blade's status of a configuration, shown as a column. */
export const STATUS_COLUMN: CrudColumn = { field: 'statusName', label: 'resource:status', width: 100 };
