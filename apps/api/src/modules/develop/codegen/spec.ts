// What the generator works from: a code configuration, its model and the model's prototypes, reduced to names and
// fields. Every name that reaches generated code has been checked against an identifier pattern here.
import { badRequest } from '../../../core/app-error.ts';
import { PROTOTYPE_COMPONENTS, PROTOTYPE_PROPERTY_TYPES } from '@blade/contract';
import { parseColumnType, parseDefault, PROPERTY_TYPE, type ColumnDefault, type ColumnType } from '../column-type.ts';
import { BASE_COLUMNS } from '../prototype-derive.ts';

export type FieldType = (typeof PROTOTYPE_PROPERTY_TYPES)[number];
export type Component = (typeof PROTOTYPE_COMPONENTS)[number];

export type GenField = {
  column: string;
  property: string;
  type: FieldType;
  /** The column's PostgreSQL type with its length, precision and scale. */
  sql: ColumnType;
  default: ColumnDefault | null;
  component: Component;
  /** The dictionary a select takes its options from. */
  dictCode: string | null;
  /** Searching matches part of the text (like) or the whole value (equal). */
  like: boolean;
  /** The column's comment (its name when it has none): the Chinese label. */
  label: string;
  /** The property's words: the English label. */
  englishLabel: string;
  required: boolean;
  list: boolean;
  form: boolean;
  query: boolean;
};

export type GenSpec = {
  /** Module label (code name), e.g. 图书. */
  title: string;
  className: string;
  /** camelCase: entity variable and Prisma delegate. */
  camel: string;
  /** kebab-case: entity name, file names, URL segment. */
  kebab: string;
  /** snake_case: menu and button codes. */
  snake: string;
  table: string;
  /** Blade service prefix, e.g. blade-demo. */
  service: string;
  /** API base below /api, e.g. /blade-demo/demo-book. */
  base: string;
  /** Console path of the screen and its menu, e.g. /demo/demo-book. */
  screenPath: string;
  /** The table has tenant_id: rows belong to the caller's tenant (Blade's TenantEntity). */
  tenant: boolean;
  fields: GenField[];
};

type CodeRow = { codeName: string; serviceName: string | null };
type ModelRow = { modelName: string; modelClass: string; modelTable: string };
type PrototypeRow = {
  jdbcName: string;
  jdbcType: string;
  jdbcDefault: string | null;
  jdbcComment: string | null;
  propertyName: string;
  propertyType: string | null;
  isList: number;
  isForm: number;
  isRequired: number;
  isQuery: number;
  componentType: string | null;
  dictCode: string | null;
  queryType: string | null;
};

const IDENT = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const kebabOf = (pascal: string) => pascal.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
/** `releaseDate` -> `Release date`. */
const wordsOf = (property: string) => {
  const words = property.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
/** One line of text, safe inside a `//` comment or a string literal built with JSON.stringify. */
export const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

export function genSpec(code: CodeRow, model: ModelRow, prototypes: PrototypeRow[], takenClasses: readonly string[]): GenSpec {
  const className = model.modelClass;
  if (!/^[A-Z][A-Za-z0-9]{0,62}$/.test(className) || !IDENT.test(model.modelTable)) throw badRequest('codeBadModel');
  if (takenClasses.includes(className)) throw badRequest('codeClassTaken', { name: className });
  const kebab = kebabOf(className);
  const service = /^blade-[a-z]+$/.test(code.serviceName ?? '') ? code.serviceName! : 'blade-demo';
  const seen = new Set<string>();
  const fields: GenField[] = [];
  for (const p of prototypes) {
    if (BASE_COLUMNS.has(p.jdbcName)) continue;
    if (!IDENT.test(p.jdbcName) || !/^[a-z][A-Za-z0-9]{0,62}$/.test(p.propertyName) || seen.has(p.propertyName)) {
      throw badRequest('codeBadField', { name: p.jdbcName });
    }
    seen.add(p.propertyName);
    const sql = parseColumnType(p.jdbcType);
    // The column decides the type: a property type that does not fit it would generate code its table refuses.
    const type = PROPERTY_TYPE[sql.kind] as FieldType;
    const dictCode = p.dictCode && /^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(p.dictCode) ? p.dictCode : null;
    const component = (PROTOTYPE_COMPONENTS as readonly string[]).includes(p.componentType ?? '')
      ? (p.componentType as Component)
      : 'input';
    fields.push({
      column: p.jdbcName,
      property: p.propertyName,
      type,
      sql,
      default: parseDefault(p.jdbcDefault),
      // A select without a dictionary has no options: it stays a plain input.
      component: component === 'select' && !dictCode ? 'input' : component,
      dictCode,
      like: p.queryType === 'like',
      label: oneLine(p.jdbcComment || p.propertyName),
      englishLabel: wordsOf(p.propertyName),
      required: p.isRequired === 1,
      list: p.isList === 1,
      form: p.isForm === 1,
      query: p.isQuery === 1,
    });
  }
  if (!fields.length) throw badRequest('codeNoFields');
  return {
    title: oneLine(code.codeName || model.modelName),
    className,
    camel: className[0]!.toLowerCase() + className.slice(1),
    kebab,
    snake: kebab.replace(/-/g, '_'),
    table: model.modelTable,
    service,
    base: `/${service}/${kebab}`,
    screenPath: `/${service.slice('blade-'.length)}/${kebab}`,
    tenant: prototypes.some((p) => p.jdbcName === 'tenant_id'),
    fields,
  };
}
