// The OpenAPI 3.0 rendition of the 3.1 document, for the API docs viewer only. Swagger UI reads a 3.1 document
// through a generic model that needed 4-5 s of a browser's CPU for our ~260 operations before it showed anything
// (a known Swagger UI issue; 3.0 documents take its older path, about a fifth of that). The 3.1 document stays the
// contract (/api/docs/openapi.json, linted and compiled in the tests); this one says the same in 3.0's words, and
// where 3.0 has none (a record's key pattern) it leaves the detail out.

import type { buildOpenApi } from './openapi.ts';

type Schema = Record<string, unknown>;
type Media = Record<string, { schema?: Schema }>;
type Operation = {
  parameters?: Array<{ schema?: Schema }>;
  requestBody?: { content: Media };
  responses?: Record<string, { content?: Media }>;
  [k: string]: unknown;
};

/** `{ type: 'null' }` in 3.0's words: a nullable type whose one value is null. */
const ONLY_NULL: Schema = { type: 'object', nullable: true, enum: [null] };
/** A union member, once converted, that only says "or null". */
const isBareNull = (s: Schema) => JSON.stringify(s) === JSON.stringify(ONLY_NULL);

/**
 * A converted schema that also admits null. 3.0's `nullable` only counts beside a `type` (Redocly's
 * nullable-type-sibling): a union gets it on each typed member; a reference, which takes no siblings in 3.0, stays
 * as it is and the "or null" is left out.
 */
function nullable(s: Schema): Schema {
  if (s.type !== undefined) return { ...s, nullable: true };
  for (const key of ['anyOf', 'oneOf'] as const) if (Array.isArray(s[key])) return { ...s, [key]: (s[key] as Schema[]).map(nullable) };
  return s;
}

/** One JSON Schema (2020-12, as zod writes it) in OpenAPI 3.0's dialect, its subschemas included. */
export function schemaTo30(input: Schema): Schema {
  const s: Schema = { ...input };
  if (s.properties)
    s.properties = Object.fromEntries(Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, schemaTo30(v)]));
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (s[key] && typeof s[key] === 'object') s[key] = schemaTo30(s[key] as Schema);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    if (Array.isArray(s[key])) s[key] = (s[key] as Schema[]).map(schemaTo30);
  }
  // A union with null: the other members, nullable.
  for (const key of ['anyOf', 'oneOf'] as const) {
    const members = s[key] as Schema[] | undefined;
    if (!members?.some(isBareNull)) continue;
    const rest = members.filter((m) => !isBareNull(m));
    delete s[key];
    if (rest.length === 1) Object.assign(s, nullable(rest[0]!));
    else s[key] = rest.map(nullable);
  }
  // type: 'null' alone (3.0 says "only null" as a nullable type whose one value is null), or a list of types.
  if (s.type === 'null') Object.assign(s, ONLY_NULL);
  else if (Array.isArray(s.type)) {
    const types = (s.type as string[]).filter((t) => t !== 'null');
    const orNull = types.length < (s.type as string[]).length;
    delete s.type;
    if (types.length === 1) Object.assign(s, orNull ? { type: types[0], nullable: true } : { type: types[0] });
    else if (types.length > 1) s.anyOf = types.map((type) => (orNull ? { type, nullable: true } : { type }));
    else Object.assign(s, ONLY_NULL);
  }
  if ('const' in s) {
    s.enum = [s.const];
    delete s.const;
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof s[exclusive] === 'number') {
      s[bound] = s[exclusive];
      s[exclusive] = true;
    }
  }
  if ('contentMediaType' in s) {
    delete s.contentMediaType;
    s.format = 'binary';
  }
  // 3.0 has no way to say what a record's keys look like, nor 2020-12's key patterns; and `required` needs an item.
  delete s.propertyNames;
  delete s.patternProperties;
  if (Array.isArray(s.required) && !s.required.length) delete s.required;
  return s;
}

const mediaTo30 = (content: Media): Media =>
  Object.fromEntries(
    Object.entries(content).map(([type, media]) => [type, media.schema ? { ...media, schema: schemaTo30(media.schema) } : media]),
  );

function operationTo30(op: Operation): Operation {
  return {
    ...op,
    ...(op.parameters ? { parameters: op.parameters.map((p) => (p.schema ? { ...p, schema: schemaTo30(p.schema) } : p)) } : {}),
    ...(op.requestBody ? { requestBody: { ...op.requestBody, content: mediaTo30(op.requestBody.content) } } : {}),
    ...(op.responses
      ? {
          responses: Object.fromEntries(
            Object.entries(op.responses).map(([code, r]) => [code, r.content ? { ...r, content: mediaTo30(r.content) } : r]),
          ),
        }
      : {}),
  };
}

/** The whole document in 3.0: every schema of components, parameters, bodies and answers converted. */
export function toOpenApi30(document: ReturnType<typeof buildOpenApi>) {
  return {
    ...document,
    openapi: '3.0.3',
    components: {
      ...document.components,
      schemas: Object.fromEntries(Object.entries(document.components.schemas).map(([name, s]) => [name, schemaTo30(s as Schema)])),
    },
    paths: Object.fromEntries(
      Object.entries(document.paths).map(([path, item]) => [
        path,
        Object.fromEntries(Object.entries(item).map(([method, op]) => [method, operationTo30(op as Operation)])),
      ]),
    ),
  };
}
