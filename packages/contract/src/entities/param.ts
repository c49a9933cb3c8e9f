import { z } from 'zod';
import { defineEntity, zRequiredText, zText } from '../crud.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

export const paramEntity = defineEntity({
  name: 'param',
  base: '/blade-system/param',
  record: z.object({
    ...baseRecordShape,
    paramName: z.string(),
    paramKey: z.string(),
    paramValue: z.string(),
    remark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    paramName: zRequiredText(255),
    paramKey: zRequiredText(255),
    paramValue: z.string().max(1000),
    remark: zText(255),
  }),
  filters: { ...baseFilters, paramName: 'string', paramKey: 'string', paramValue: 'string' },
  listStyle: 'map',
  sortable: ['paramKey', 'paramName', 'createTime'],
  permission: 'param',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
  model: 'Param',
  unique: ['paramKey'],
  defaultOrder: [{ id: 'asc' }],
  screen: { path: '/system/param', name: '参数管理', icon: 'Tune', parent: 'system' },
});
