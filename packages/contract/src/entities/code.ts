// Code-generator configurations (blade-api.md 6.1, 3.x fields): `gen-code` answers a zip for this project's stack.
import { z } from 'zod';
import { ZId, ZIdList, zNoData } from '../common.ts';
import { defineEntity, zBlank, zInt, zRequiredText, zText } from '../crud.ts';
import { binaryAnswer, defineRoute, rolesAccess } from '../route.ts';
import { zSubmitId } from './base.ts';

export const codeEntity = defineEntity({
  name: 'code',
  base: '/blade-develop/code',
  record: z.object({
    id: z.string(),
    modelId: z.string().nullable(),
    /** The model's datasource: what SpringBlade's configuration holds instead of a model (Saber's 数据源 field). */
    datasourceId: z.string().nullable(),
    serviceName: z.string().nullable(),
    codeName: z.string(),
    tableName: z.string().nullable(),
    tablePrefix: z.string().nullable(),
    pkName: z.string().nullable(),
    packageName: z.string().nullable(),
    templateType: z.string(),
    author: z.string().nullable(),
    baseMode: z.number(),
    wrapMode: z.number(),
    feignMode: z.number(),
    codeStyle: z.string(),
    apiPath: z.string().nullable(),
    webPath: z.string().nullable(),
    isDeleted: z.number(),
  }),
  submit: z.object({
    id: zSubmitId,
    /** The model to generate from (BladeX); or, as SpringBlade's Saber sends it, `datasourceId` with `tableName`:
     *  the server then uses (or makes) the model of that table. One of the two is required. */
    modelId: zBlank(ZId),
    datasourceId: zBlank(ZId),
    serviceName: zText(64),
    codeName: zRequiredText(64),
    tableName: zText(64),
    tablePrefix: zText(64),
    pkName: zText(32),
    packageName: zText(500),
    templateType: z.enum(['crud', 'tree', 'sub']).default('crud'),
    author: zText(32),
    baseMode: zInt.min(1).max(2).default(2),
    wrapMode: zInt.min(1).max(2).default(2),
    feignMode: zInt.min(1).max(2).default(1),
    codeStyle: z.enum(['saber', 'saber3', 'sword', 'element']).default('saber'),
    apiPath: zText(2000),
    webPath: zText(2000),
  }),
  filters: { id: 'id', modelId: 'id', codeName: 'string', tableName: 'string', serviceName: 'string', templateType: 'string' },
  listStyle: 'map',
  sortable: ['codeName'],
  permission: 'code',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

const admin = rolesAccess('administrator');

export const codeRoutes = {
  copy: defineRoute({
    method: 'POST',
    path: '/blade-develop/code/copy',
    access: admin,
    response: 'envelope',
    answer: zNoData,
    query: z.object({ id: ZId }),
    summary: 'Duplicate a configuration as "<name>-copy"',
  }),
  genCode: defineRoute({
    // Answers the zip itself; failures come in the envelope.
    method: 'POST',
    path: '/blade-develop/code/gen-code',
    access: admin,
    response: 'envelope',
    answer: binaryAnswer('application/zip'),
    // `system` names the console the templates are for (saber3 is what Saber 4.x sends and SpringBlade's default);
    // there is one console here, so it changes nothing.
    query: z.object({ ids: ZIdList, system: z.enum(['saber', 'saber3', 'sword', 'element']).default('saber') }),
    summary: "A zip of this project's module (Prisma model, contract, API module, screen, menu seed, test) for each configuration",
  }),
};
