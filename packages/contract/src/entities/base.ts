import { z } from 'zod';
import { zIdText } from '../common.ts';

/** Blade's BaseEntity columns as a record answers them: ids as strings, dates as `yyyy-MM-dd HH:mm:ss`. */
export const baseRecordShape = {
  id: z.string(),
  createUser: z.string().nullable(),
  createDept: z.string().nullable(),
  createTime: z.string(),
  updateUser: z.string().nullable(),
  updateTime: z.string(),
  status: z.number(),
  isDeleted: z.number(),
};

/** The base filters every audited entity offers (the console's created-time range uses the date suffixes). */
export const baseFilters = { id: 'id', createTime: 'date', updateTime: 'date', status: 'int', createUser: 'id', createDept: 'id' } as const;

/** The submit id: absent (or empty) to insert, a numeric id to update. */
export const zSubmitId = z
  .union([zIdText(), z.number().int().positive(), z.literal('')])
  .optional()
  .nullable()
  .transform((v) => (v === '' || v === null || v === undefined ? undefined : String(v)));
