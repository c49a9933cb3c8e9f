import { z } from 'zod';

/** The largest value of a Postgres bigint: every id column is one, so a larger "id" can name no row. */
export const MAX_ID = 9223372036854775807n;

/**
 * THE id rule, for every schema and every hand-read parameter: 1 to 19 digits within the bigint range. Anything
 * else (negative, garbage, out of range) is bad input, a 400, and never reaches the database, where it would fail.
 */
export function isBladeId(text: string): boolean {
  return /^\d{1,19}$/.test(text) && BigInt(text) <= MAX_ID;
}

/** `1,2,3`: ids joined by commas, each one a Blade id. */
export const isBladeIdCsv = (text: string): boolean => text.split(',').every(isBladeId);

/** An id as text (query strings, form fields). */
export const zIdText = (message = 'v.numericId') => z.string().refine(isBladeId, message);

/** A Blade id: a 64-bit number travelling as a string; requests may send it as a number. */
export const ZId = z.union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v))
  .pipe(zIdText());

/** `ids=1,2,3` as Blade sends it: a comma-joined string in the query. */
export const ZIdList = z.string().trim().min(1)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(zIdText('v.numericIds')).min(1));

/** The Blade response envelope. */
export type Envelope<T> = { code: number; success: boolean; data: T; msg: string };

/** MyBatis-Plus IPage, as Blade returns pages. */
export type Page<T> = {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
  orders: unknown[];
  optimizeCountSql: boolean;
  searchCount: boolean;
  hitCount: boolean;
  countId: string;
  maxLimit: number;
};

/** MyBatis-Plus IPage of `row`, as the API sends it (`pageOf`). */
export const zPage = <T extends z.ZodType>(row: T) => z.object({
  records: z.array(row),
  total: z.number().int(),
  size: z.number().int(),
  current: z.number().int(),
  pages: z.number().int(),
  orders: z.array(z.unknown()),
  optimizeCountSql: z.boolean(),
  searchCount: z.boolean(),
  hitCount: z.boolean(),
  countId: z.string(),
  maxLimit: z.number().int(),
});

/** No data: Blade's R.status / R.success and its null-to-empty writer answer `data: {}`. */
export const zNoData = z.strictObject({}).describe('No data ({}): success says whether it worked');

/** A record, or {} when there is none (Blade answers a missing row with an empty payload, not an error). */
export const zOrEmpty = <T extends z.ZodType>(record: T) => z.union([record, zNoData]);

/** A Blade date-time as the API sends it: `yyyy-MM-dd HH:mm:ss` in the server's time zone. */
export const zTime = z.string().describe('yyyy-MM-dd HH:mm:ss');

/** A 64-bit id as the API sends it: decimal text. */
export const zIdOut = z.string().describe('64-bit id as decimal text');

/** A forest of `node`s as Blade's ForestNodeMerger answers it: `children` only on nodes that have some. */
export type Tree<T> = T & { children?: Tree<T>[] };

/**
 * A tree node schema: `node` with optional `children` of the same kind. `id` names it in the API document (a recursive
 * schema needs a name to refer to itself); each id is used once.
 */
export function zTree<T extends z.ZodObject>(id: string, node: T): z.ZodType<Tree<z.output<T>>, Tree<z.input<T>>> {
  const tree: z.ZodType = node.extend({ get children() { return z.array(tree).optional(); } }).meta({ id });
  return tree as never;
}

/** Blade's TreeNode: what pickers (parent dept, menu, region) read. */
export const treeNodeShape = { id: z.string(), parentId: z.string(), title: z.string(), key: z.string(), value: z.string() };
export const ZTreeNode = zTree('TreeNode', z.looseObject({ ...treeNodeShape, hasChildren: z.boolean().optional() }));

/**
 * The one rule for every list and page: at most MAX_PAGE_SIZE rows an answer. A larger `size` is answered with
 * MAX_PAGE_SIZE rows, as Blade (MyBatis-Plus' page limit) clamps rather than refuses; a size below 1 or not a
 * number is refused.
 */
export const MAX_PAGE_SIZE = 200;

/** `current` and `size` as every paged route reads them (spread into its query schema). */
export const pagingShape = {
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).transform((size) => Math.min(size, MAX_PAGE_SIZE)).default(10),
};

export const ZPageQuery = z.object(pagingShape);
