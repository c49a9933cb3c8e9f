// Business dictionaries: the same API as system dictionaries (dict.ts), but each tenant owns its rows.
import { z } from 'zod';
import { defineEntity } from '../crud.ts';
import { dictFilters, dictRecordShape, dictRoutesFor, ZDictSubmit } from './dict.ts';

export const dictBizEntity = defineEntity({
  name: 'dictbiz',
  base: '/blade-system/dict-biz',
  record: z.object({ ...dictRecordShape, tenantId: z.string() }),
  submit: ZDictSubmit,
  filters: { ...dictFilters, tenantId: 'string' },
  listStyle: 'map',
  sortable: ['sort', 'code', 'dictKey'],
  permission: 'dictbiz',
  scope: 'tenant',
  actions: ['page', 'detail', 'submit', 'remove'],
});

export const dictBizRoutes = dictRoutesFor('/blade-system/dict-biz', 'dictbiz', dictBizEntity.record, 'DictBiz');
