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
export const ZId = z
  .union([z.string(), z.number().int().nonnegative()])
  .transform((v) => String(v))
  .pipe(zIdText());

/** `ids=1,2,3` as Blade sends it: a comma-joined string in the query. */
export const ZIdList = z
  .string()
  .trim()
  .min(1)
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
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
export const zPage = <T extends z.ZodType>(row: T) =>
  z.object({
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

/**
 * Passwords the server made for other people (a new tenant's admin, a reset, an import): shown once to whoever asked,
 * never stored in the clear. The envelope's msg says the same for clients that show only the msg.
 */
export const zIssuedPasswords = z.object({ passwords: z.array(z.object({ account: z.string(), password: z.string() })) });

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
  const tree: z.ZodType = node
    .extend({
      get children() {
        return z.array(tree).optional();
      },
    })
    .meta({ id });
  return tree as never;
}

/** Blade's TreeNode: what pickers (parent dept, menu, region) read. */
export const treeNodeShape = { id: z.string(), parentId: z.string(), title: z.string(), key: z.string(), value: z.string() };
export const ZTreeNode = zTree('TreeNode', z.looseObject({ ...treeNodeShape, hasChildren: z.boolean().optional() }));

/**
 * The one rule for every list and page: at most MAX_PAGE_SIZE rows an answer. A larger `size` is answered with
 * MAX_PAGE_SIZE rows, as Blade (MyBatis-Plus' page limit) clamps rather than refuses. 200 is the largest page any
 * client asks for: the console spec's page sizes go up to 200, Saber's avue grids up to 100.
 */
export const MAX_PAGE_SIZE = 200;

/**
 * The public message board's cap: the spec gives it page sizes of its own (10 to 50), and it is read by anyone
 * without a token, so it answers at most 50 messages (each with its replies) a page. Clamped like every list.
 */
export const MESSAGE_BOARD_MAX_PAGE_SIZE = 50;

/**
 * `current` or `size` as Blade reads them: absent or empty is the default (Spring binds "" to null and Blade's
 * Condition.getPage falls back to 1 and 10); otherwise a whole number of at least 1, or a 400 saying so (Blade
 * refuses a non-number at binding; a size of 0 or below would ask for no rows or, past MyBatis-Plus, for all).
 */
const zPageNumber = (fallback: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'v.pageNumber' }).int('v.pageNumber').min(1, 'v.pageNumber').default(fallback),
  );

/** `current` and `size` of a list whose largest page is `maxSize` rows (spread into its query schema). */
export function pagingUpTo(maxSize: number) {
  return {
    current: zPageNumber(1),
    size: zPageNumber(10).transform((size) => Math.min(size, maxSize)),
  };
}

/** `current` and `size` as every paged route reads them (spread into its query schema). */
export const pagingShape = pagingUpTo(MAX_PAGE_SIZE);

export const ZPageQuery = z.object(pagingShape);
