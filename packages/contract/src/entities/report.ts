// Blade's report list (blade-api.md 6.5): the UReport designs of the caller's tenant, listed and removed here; the
// designer itself is UReport's own page (reportUrl).
import { z } from 'zod';
import { crudRoutes, defineEntity } from '../crud.ts';

export const reportEntity = defineEntity({
  name: 'report',
  base: '/blade-report/report/rest',
  record: z.object({ id: z.string(), name: z.string(), createTime: z.string(), updateTime: z.string() }),
  submit: z.object({}),
  filters: { name: 'string', createTime: 'date' },
  listStyle: 'map',
  sortable: ['name', 'createTime', 'updateTime'],
  permission: 'report',
  scope: 'tenant',
  actions: ['list', 'detail', 'remove'],
});

export const reportRoutes = crudRoutes(reportEntity);
