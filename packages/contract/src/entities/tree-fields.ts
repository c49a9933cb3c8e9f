// Fields shared by the tree-shaped entities (dict, dict-biz, dept).
import { z } from 'zod';
import { zIdText } from '../common.ts';

/** A parent id in a submit body: absent, empty or null means a top-level row (Blade's TOP_PARENT_ID 0). */
export const zParentId = z
  .union([zIdText(), z.number().int().nonnegative(), z.literal('')])
  .optional()
  .nullable()
  .transform((v) => (v === '' || v === null || v === undefined ? '0' : String(v)));

/** A tree node as Blade's selects and lazy trees expect it (id, key and value are the same). */
export type TreeNode = {
  id: string;
  parentId: string;
  title: string;
  key: string;
  value: string;
  children?: TreeNode[];
  hasChildren?: boolean;
  /** Menu trees: the menu's code, which the console names in the user's language. */
  code?: string;
};
