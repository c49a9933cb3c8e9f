// /blade-report/report/rest: the caller's tenant's report files (list, detail, remove), and the generic export.
import { reportEntity } from '@blade/contract';
import { createCrudService } from '../../core/crud/crud-service.ts';
import { mountCrud } from '../../core/crud/mount-crud.ts';
import type { Mount } from '../../core/mount-route.ts';
import type { Services } from '../../services.ts';
import { mountXlsxExport } from './xlsx-export.ts';

export function mountReportRoutes(mount: Mount, s: Pick<Services, 'crudDeps' | 'dates'>): void {
  const service = createCrudService(
    { spec: reportEntity, model: (db) => db.reportFile, defaultOrder: [{ updateTime: 'desc' }, { id: 'desc' }] },
    s.crudDeps,
  );
  mountCrud(mount, reportEntity, service);
  mountXlsxExport(mount, s);
}
