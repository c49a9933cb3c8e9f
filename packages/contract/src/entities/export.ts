// The generic export: any CRUD list, filtered as on its screen, as an .xlsx file written while it is read.
import { z } from 'zod';
import { binaryAnswer, defineRoute, tokenAccess, XLSX } from '../route.ts';

/** The columns of the file in order, with their headers: `[["postCode","岗位编号"],...]`; all record fields if left out. */
export const ZExportColumns = z.array(z.tuple([z.string().max(64), z.string().max(100)])).max(100);

export const exportRoutes = {
  xlsx: defineRoute({
    method: 'GET',
    path: '/blade-export/xlsx',
    access: tokenAccess,
    response: 'envelope',
    answer: binaryAnswer(XLSX),
    apiLog: true,
    query: z.looseObject({
      // Entity names as the entities route lists them (data_scope, log-api).
      entity: z.string().regex(/^[a-z0-9_-]{1,64}$/),
      columns: z.string().max(20_000).optional(),
      fileName: z.string().max(100).optional(),
    }),
    summary: "Every row of an entity's list that the filters select (same filters as its list), as an .xlsx file, streamed",
  }),
  entities: defineRoute({
    method: 'GET',
    path: '/blade-export/entities',
    access: tokenAccess,
    response: 'envelope',
    answer: z.array(z.object({ entity: z.string(), base: z.string() })),
    summary: 'The entities the export serves, with the list path each one answers under: [{entity, base}]',
  }),
};
