import { z } from 'zod';

/** A Blade id: a 64-bit number travelling as a string; requests may send it as a number. */
export const ZId = z.union([z.string().regex(/^\d{1,19}$/, 'v.numericId'), z.number().int().nonnegative()])
  .transform((v) => String(v));

/** `ids=1,2,3` as Blade sends it: a comma-joined string in the query. */
export const ZIdList = z.string().trim().min(1)
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^\d{1,19}$/, 'v.numericIds')).min(1));

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

export const ZPageQuery = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(10),
});
