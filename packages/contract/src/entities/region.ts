// Administrative regions: keyed by `code` (no id, no audit columns, hard-deleted). Levels: 0 country, 1 province,
// 2 city, 3 district, 4 town, 5 village; each row carries the codes and names of its levels.
import { z } from 'zod';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { binaryAnswer, defineRoute, permissionAccess, rolesAccess, tokenAccess, XLSX } from '../route.ts';
import { zNoData, ZTreeNode, zOrEmpty } from '../common.ts';

const zCode = z
  .string()
  .trim()
  .regex(/^\d{1,12}$/, 'v.regionCode');

export const regionEntity = defineEntity({
  name: 'region',
  base: '/blade-system/region',
  record: z.object({
    code: z.string(),
    parentCode: z.string(),
    ancestors: z.string(),
    name: z.string(),
    provinceCode: z.string().nullable(),
    provinceName: z.string().nullable(),
    cityCode: z.string().nullable(),
    cityName: z.string().nullable(),
    districtCode: z.string().nullable(),
    districtName: z.string().nullable(),
    townCode: z.string().nullable(),
    townName: z.string().nullable(),
    villageCode: z.string().nullable(),
    villageName: z.string().nullable(),
    regionLevel: z.number(),
    // The same level under SpringBlade's name (its Region has `level`): Saber's region form reads and sends that one.
    level: z.number(),
    sort: z.number(),
    remark: z.string().nullable(),
  }),
  // Saber builds `code` as parentCode + subCode; an existing code is updated (name, sort, remark).
  submit: z.object({
    code: zCode,
    parentCode: zCode,
    name: zRequiredText(32),
    sort: zInt.min(-999_999).max(999_999).default(1),
    remark: zText(255),
  }),
  filters: {
    code: 'string',
    parentCode: 'string',
    ancestors: 'string',
    name: 'string',
    regionLevel: 'int',
    provinceCode: 'string',
    cityCode: 'string',
    districtCode: 'string',
    townCode: 'string',
    villageCode: 'string',
  },
  listStyle: 'entity',
  sortable: ['code', 'sort', 'regionLevel', 'name'],
  permission: 'region',
  scope: 'platform',
  // detail and remove take a code, not an id: regionRoutes declares them.
  actions: ['list', 'submit'],
});

const ZLazyQuery = z.looseObject({ parentCode: zCode.optional(), code: z.string().trim().optional(), name: z.string().trim().optional() });

export const regionRoutes = {
  detail: defineRoute({
    method: 'GET',
    path: '/blade-system/region/detail',
    access: permissionAccess('region'),
    response: 'envelope',
    answer: zOrEmpty(regionEntity.record),
    query: z.looseObject({ code: zCode }),
    summary: 'One region by code',
  }),
  remove: defineRoute({
    method: 'POST',
    path: '/blade-system/region/remove',
    access: rolesAccess('administrator'),
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: zCode }),
    summary: 'Delete one region (by code) that has no children',
  }),
  // Address pickers of any screen read these: a token is enough.
  lazyTree: defineRoute({
    method: 'GET',
    path: '/blade-system/region/lazy-tree',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(ZTreeNode),
    query: ZLazyQuery,
    summary: 'The children of parentCode (default 00) as TreeNodes; code/name filters search every level',
  }),
  lazyList: defineRoute({
    method: 'GET',
    path: '/blade-system/region/lazy-list',
    access: permissionAccess('region'),
    response: 'envelope',
    answer: z.array(regionEntity.record.extend({ parentName: z.string(), hasChildren: z.boolean() })),
    query: ZLazyQuery,
    summary: 'The children of parentCode (default 00) with hasChildren',
  }),
  select: defineRoute({
    method: 'GET',
    path: '/blade-system/region/select',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(regionEntity.record),
    query: z.object({ code: zCode.default('00') }),
    summary: 'The children of a code, for cascading selects',
  }),
  exportRegion: defineRoute({
    method: 'GET',
    path: '/blade-system/region/export-region',
    access: permissionAccess('region_export'),
    response: 'envelope',
    answer: binaryAnswer(XLSX),
    query: z.looseObject({ code: zCode.optional(), parentCode: zCode.optional() }),
    summary: 'The regions as an .xlsx file: all, the subtree of `code` (itself included) or the regions below `parentCode`',
  }),
  exportTemplate: defineRoute({
    method: 'GET',
    path: '/blade-system/region/export-template',
    access: permissionAccess('region_import', 'region_export'),
    response: 'envelope',
    answer: binaryAnswer(XLSX),
    summary: 'The empty .xlsx region import template (header row only)',
  }),
  // Regions are shared by every tenant: writing them takes the platform administrator, as submit and remove do.
  importRegion: defineRoute({
    method: 'POST',
    path: '/blade-system/region/import-region',
    access: rolesAccess('administrator'),
    response: 'envelope',
    answer: z.object({
      total: z.number(),
      inserted: z.number(),
      updated: z.number(),
      failed: z.array(z.object({ row: z.number(), code: z.string(), reason: z.string() })),
    }),
    upload: { field: 'file' },
    query: z.object({ isCovered: z.enum(['0', '1']).optional() }),
    summary: 'Import regions from an .xlsx (multipart `file`); a parent may come from the file; isCovered=1 updates existing codes',
  }),
};
