// The row action OSS and SMS share: enable this configuration (the server disables the tenant's others).
import { i18n } from '../../i18n/translate.ts';
import { toast } from '../../components/toast.tsx';
import type { CrudAction } from '../../components/crud/crud-types.ts';

/** `enable`: the configuration's enable call (enableOss, enableSms). */
export function enableAction(enable: (id: string) => Promise<unknown>, permission: string): CrudAction {
  return {
    key: 'enable',
    label: 'res.enable',
    permission,
    run: async ([row], ctx) => {
      await enable(row!.id);
      toast.success(i18n.t('res.enabled'));
      ctx.refresh();
    },
  };
}

/** Blade's status of a configuration, shown as a column. */
export const STATUS_COLUMN = { field: 'statusName', label: 'res.status', width: 100 };
