// Resources (/blade-resource: object storage, attachments, SMS) and the desk's notices, mounted in one place.
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountAttach } from './attach.routes.ts';
import { mountOss } from './oss.routes.ts';
import { mountNotice } from './notice.routes.ts';
import { mountSms } from './sms/sms.routes.ts';
import { createStorePicker } from './storage/store-picker.ts';

export function mountResourceRoutes(mount: Mount, s: Services): void {
  const stores = createStorePicker(s);
  mountOss(mount, s, stores);
  mountAttach(mount, s, stores);
  mountSms(mount, s);
  mountNotice(mount, s);
}
