// Data models and their prototypes (blade-api.md 6.3): a table of a datasource and how each column is generated.
import { z } from 'zod';
import { ZId, zNoData } from '../common.ts';
import { defineEntity, zInt, zRequiredText, zText } from '../crud.ts';
import { defineRoute, rolesAccess } from '../route.ts';
import { baseFilters, baseRecordShape, zSubmitId } from './base.ts';

/** A table or column name as PostgreSQL spells an unquoted identifier (what the generator can name in code). */
export const ZSqlName = z
  .string()
  .trim()
  .regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/, 'v.sqlName');

export const modelEntity = defineEntity({
  name: 'model',
  base: '/blade-develop/model',
  record: z.object({
    ...baseRecordShape,
    datasourceId: z.string(),
    modelName: z.string(),
    modelCode: z.string(),
    modelTable: z.string(),
    modelClass: z.string(),
    modelRemark: z.string().nullable(),
  }),
  submit: z.object({
    id: zSubmitId,
    datasourceId: ZId,
    modelName: zRequiredText(50),
    modelCode: zRequiredText(50).regex(/^[a-z][a-zA-Z0-9]*$/, 'v.modelCode'),
    modelTable: ZSqlName,
    modelClass: zRequiredText(100).regex(/^[A-Z][A-Za-z0-9]*$/, 'v.modelClass'),
    modelRemark: zText(500),
  }),
  filters: { ...baseFilters, datasourceId: 'id', modelName: 'string', modelCode: 'string', modelTable: 'string', modelClass: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'modelName'],
  permission: 'model',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

const flag = zInt.min(0).max(1);

/** The inputs a generated form can show for a field; `select` takes its options from the field's dictionary. */
export const PROTOTYPE_COMPONENTS = ['input', 'textarea', 'number', 'switch', 'datetime', 'date', 'select'] as const;
/** How a generated list matches a search value: exactly, or by part (text). */
export const PROTOTYPE_QUERY_TYPES = ['equal', 'like'] as const;
/** The property types the generator writes (Prisma scalars). */
export const PROTOTYPE_PROPERTY_TYPES = ['String', 'Int', 'BigInt', 'Decimal', 'Float', 'Boolean', 'DateTime'] as const;

export const ZPrototypeSubmit = z.object({
  id: zSubmitId,
  modelId: ZId,
  jdbcName: ZSqlName,
  jdbcType: zRequiredText(64),
  /** The column default as PostgreSQL keeps it; the generator carries literals and the current time. */
  jdbcDefault: zText(255),
  jdbcComment: zText(255),
  propertyType: zText(64),
  propertyEntity: zText(255),
  propertyName: zRequiredText(64).regex(/^[a-z][A-Za-z0-9]*$/, 'v.propertyName'),
  isList: flag.default(1),
  isForm: flag.default(1),
  isRow: flag.default(0),
  componentType: z.enum(PROTOTYPE_COMPONENTS).optional().nullable(),
  dictCode: zText(64).refine((v) => !v || /^[a-z][a-z0-9_]{0,63}$/i.test(v), 'v.dictCode'),
  isRequired: flag.default(0),
  isQuery: flag.default(0),
  queryType: z.enum(PROTOTYPE_QUERY_TYPES).optional().nullable(),
});

export const modelPrototypeEntity = defineEntity({
  name: 'model-prototype',
  base: '/blade-develop/model-prototype',
  record: z.object({
    ...baseRecordShape,
    modelId: z.string(),
    jdbcName: z.string(),
    jdbcType: z.string(),
    jdbcDefault: z.string().nullable(),
    jdbcComment: z.string().nullable(),
    propertyType: z.string().nullable(),
    propertyEntity: z.string().nullable(),
    propertyName: z.string(),
    isList: z.number(),
    isForm: z.number(),
    isRow: z.number(),
    componentType: z.string().nullable(),
    dictCode: z.string().nullable(),
    isRequired: z.number(),
    isQuery: z.number(),
    queryType: z.string().nullable(),
  }),
  submit: ZPrototypeSubmit,
  filters: { ...baseFilters, modelId: 'id', jdbcName: 'string', propertyName: 'string', jdbcType: 'string' },
  listStyle: 'entity',
  sortable: ['createTime', 'jdbcName'],
  permission: 'model',
  scope: 'platform',
  actions: ['list', 'detail', 'submit', 'remove'],
});

const admin = rolesAccess('administrator');
const tableQuery = z.object({ datasourceId: ZId });

export const modelRoutes = {
  select: defineRoute({
    method: 'GET',
    path: '/blade-develop/model/select',
    access: admin,
    response: 'envelope',
    answer: z.array(modelEntity.record),
    summary: 'Every model; modelName is "table: name"',
  }),
  tableList: defineRoute({
    method: 'GET',
    path: '/blade-develop/model/table-list',
    access: admin,
    response: 'envelope',
    answer: z.array(z.object({ name: z.string(), comment: z.string() })),
    query: tableQuery,
    log: '读取数据源表列表',
    summary: "The datasource's tables (information_schema), each {name, comment}",
  }),
  tableInfo: defineRoute({
    method: 'GET',
    path: '/blade-develop/model/table-info',
    access: admin,
    response: 'envelope',
    answer: z.object({
      name: z.string(),
      fields: z.array(
        z.object({
          name: z.string(),
          type: z.string(),
          sqlType: z.string(),
          comment: z.string(),
          nullable: z.boolean(),
          keyFlag: z.boolean(),
          maxLength: z.number().nullable(),
          defaultValue: z.string().nullable(),
        }),
      ),
    }),
    query: z.object({ datasourceId: ZId.optional(), modelId: ZId.optional(), tableName: ZSqlName.optional() }),
    log: '读取数据源表结构',
    summary: "One table's columns, by model or by datasource and table name",
  }),
  modelPrototype: defineRoute({
    method: 'GET',
    path: '/blade-develop/model/model-prototype',
    access: admin,
    response: 'envelope',
    answer: z.array(
      modelPrototypeEntity.record.partial({
        id: true,
        createUser: true,
        createDept: true,
        createTime: true,
        updateUser: true,
        updateTime: true,
        status: true,
        isDeleted: true,
      }),
    ),
    query: z.object({ modelId: ZId, datasourceId: ZId.optional() }),
    summary: "The model's saved prototypes, or prototypes derived from its table's columns when none is saved",
  }),
  prototypeSubmitList: defineRoute({
    method: 'POST',
    path: '/blade-develop/model-prototype/submit-list',
    access: admin,
    response: 'envelope',
    answer: zNoData,
    body: z.array(ZPrototypeSubmit).min(1).max(500),
    summary: 'Insert or update many prototypes at once',
  }),
  prototypeSelect: defineRoute({
    method: 'GET',
    path: '/blade-develop/model-prototype/select',
    access: admin,
    response: 'envelope',
    answer: z.array(modelPrototypeEntity.record),
    query: z.object({ modelId: ZId }),
    summary: 'Prototypes of a model; jdbcComment prefixed with "jdbcName: "',
  }),
};
