// System dictionaries (platform-wide) and the route set shared with business dictionaries (dict-biz.ts): both
// speak the same API, a top-level row defines a code and its child rows are the code's entries.
import { z } from 'zod';
import { isBladeId, zPage, zTree, ZTreeNode } from '../common.ts';
import { defineEntity, ZListQuery, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, permissionAccess, tokenAccess } from '../route.ts';
import { zSubmitId } from './base.ts';
import { zParentId } from './tree-fields.ts';

export const dictRecordShape = {
  id: z.string(),
  parentId: z.string(),
  code: z.string(),
  dictKey: z.string(),
  dictValue: z.string(),
  sort: z.number(),
  remark: z.string().nullable(),
  isSealed: z.number(),
  isDeleted: z.number(),
  /** DictVO: the parent's dictValue ("" for top-level rows). */
  parentName: z.string(),
};

/** Insert (no id) or update. A top-level row needs `code` and gets dictKey -1; a child takes its parent's code. */
export const ZDictSubmit = z.object({
  id: zSubmitId,
  parentId: zParentId,
  code: zText(255),
  // Keys are strings in Blade; consoles may send numbers.
  dictKey: z
    .union([z.string().trim().max(255), z.number()])
    .optional()
    .nullable()
    .transform((v) => (v === null || v === undefined || v === '' ? undefined : String(v))),
  dictValue: zRequiredText(255),
  sort: zInt.min(-999_999).max(999_999),
  remark: zText(255),
  isSealed: zInt.min(0).max(1).default(0),
});

export const dictFilters = {
  id: 'id',
  parentId: 'id',
  code: 'string',
  dictKey: 'string',
  dictValue: 'string',
  sort: 'int',
  isSealed: 'int',
  remark: 'string',
} as const;

export const dictEntity = defineEntity({
  name: 'dict',
  base: '/blade-system/dict',
  record: z.object(dictRecordShape),
  submit: ZDictSubmit,
  filters: dictFilters,
  listStyle: 'map',
  sortable: ['sort', 'code', 'dictKey'],
  permission: 'dict',
  scope: 'platform',
  // Blade's `list` is a tree (dictRoutesFor); `page` is the flat paged list of every row.
  actions: ['page', 'detail', 'submit', 'remove'],
});

const ZCodeQuery = z.object({ code: zRequiredText(255) });

/** The dictionary routes beyond the CRUD actions, for a controller base and its menu code. */
/**
 * The dictionary routes of blade_dict and blade_dict_biz (`record`: the entity's row); `node` names the tree schemas of
 * the API document.
 */
export function dictRoutesFor(base: string, permission: string, record: z.ZodObject<typeof dictRecordShape>, node: string) {
  const tree = z.array(zTree(`${node}Tree`, record.extend({ hasChildren: z.boolean().optional() })));
  const item = record.pick({ id: true, parentId: true, code: true, dictKey: true, dictValue: true, sort: true, remark: true });
  const read = permissionAccess(permission);
  return {
    // Every console's dropdown source: any signed-in user, no menu needed.
    dictionary: defineRoute({
      method: 'GET',
      path: `${base}/dictionary`,
      access: tokenAccess,
      response: 'envelope',
      answer: z.array(item),
      query: ZCodeQuery,
      summary: 'The entries of a code (not sealed), flat, by sort',
    }),
    dictionaryTree: defineRoute({
      method: 'GET',
      path: `${base}/dictionary-tree`,
      access: tokenAccess,
      response: 'envelope',
      answer: tree,
      query: ZCodeQuery,
      summary: 'The entries of a code as a tree',
    }),
    parentList: defineRoute({
      method: 'GET',
      path: `${base}/parent-list`,
      access: read,
      response: 'envelope',
      answer: zPage(record),
      query: ZListQuery,
      summary: 'Top-level rows (one per code), paged, map filters',
    }),
    childList: defineRoute({
      method: 'GET',
      path: `${base}/child-list`,
      access: read,
      response: 'envelope',
      answer: tree,
      // Blade's default is -1: no parent, no rows.
      query: z.looseObject({
        parentId: z.union([z.string().refine((v) => isBladeId(v.replace(/^-/, '')), 'v.numericId'), z.literal('')]).default('-1'),
      }),
      summary: "Tree of the rows sharing a parent's code, without the parent",
    }),
    list: defineRoute({
      method: 'GET',
      path: `${base}/list`,
      access: read,
      response: 'envelope',
      answer: tree,
      query: z.looseObject({}),
      summary: 'Every row as a tree (map filters)',
    }),
    tree: defineRoute({
      method: 'GET',
      path: `${base}/tree`,
      access: read,
      response: 'envelope',
      answer: z.array(ZTreeNode),
      summary: 'Every row as TreeNodes',
    }),
    parentTree: defineRoute({
      method: 'GET',
      path: `${base}/parent-tree`,
      access: read,
      response: 'envelope',
      answer: z.array(ZTreeNode),
      summary: 'Top-level rows as TreeNodes',
    }),
  };
}

export const dictRoutes = dictRoutesFor('/blade-system/dict', 'dict', dictEntity.record, 'Dict');
