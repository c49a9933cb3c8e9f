// Every /blade-flow module and the leave demo of /blade-desk, mounted in one place around one workflow service.
import { WorkflowService } from '@blade/workflow';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { createFlowNames } from './flow-names.ts';
import { createFlowLookups } from './flow-records.ts';
import { createFlowStore } from '../../db/sql/flow-store.ts';
import { mountFollow } from './follow.routes.ts';
import { mountInbox } from './inbox.routes.ts';
import { mountLeave } from './leave.routes.ts';
import { mountLeaveAdjust } from './leave-adjust.routes.ts';
import { mountManager } from './manager.routes.ts';
import { mountModel } from './model.routes.ts';
import { createOpenTasks } from './open-tasks.ts';
import { mountProcess } from './process.routes.ts';
import { mountStartForms } from './start-form.routes.ts';
import { mountTaskHandover } from './task-handover.routes.ts';
import { mountWork } from './work.routes.ts';

export function mountFlowRoutes(mount: Mount, s: Pick<Services, 'dates' | 'db' | 'dictLabels' | 'menus' | 'sql'>): void {
  const flow = new WorkflowService(createFlowStore(s.sql));
  const names = createFlowNames(s);
  const lookups = createFlowLookups(s.db, names);
  const openTasks = createOpenTasks(s.sql, names, s.dates);
  mountWork(mount, s, { flow, names, lookups, openTasks });
  mountTaskHandover(mount, s, { flow, names });
  mountModel(mount, s);
  mountManager(mount, s, names);
  mountFollow(mount, s, { flow, names, lookups });
  mountProcess(mount, s, names);
  mountLeave(mount, s, names);
  mountLeaveAdjust(mount, s);
  mountStartForms(mount, s, flow);
  mountInbox(mount, s, openTasks);
}
