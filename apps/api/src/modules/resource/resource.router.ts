// Resources (/blade-resource: object storage, attachments, SMS) and the desk's notices, mounted in one place.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountAttach } from './attach.module.ts';
import { mountOss } from './oss.module.ts';
import { mountNotice } from './notice.module.ts';
import { mountSms } from './sms/sms.module.ts';
import { createStorePicker } from './storage/store-picker.ts';

export function mountResourceRoutes(mount: Mount, s: Services): void {
  const stores = createStorePicker(s);
  mountOss(mount, s, stores);
  mountAttach(mount, s, stores);
  mountSms(mount, s);
  mountNotice(mount, s);
}
