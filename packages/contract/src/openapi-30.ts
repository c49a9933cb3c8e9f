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

/** `{ type: 'null' }` once converted: a union member that only says "or null". */
const isBareNull = (s: Schema) => s.nullable === true && Object.keys(s).length === 1;

/** One JSON Schema (2020-12, as zod writes it) in OpenAPI 3.0's dialect, its subschemas included. */
export function schemaTo30(input: Schema): Schema {
  const s: Schema = { ...input };
  if (s.properties) s.properties = Object.fromEntries(Object.entries(s.properties as Record<string, Schema>).map(([k, v]) => [k, schemaTo30(v)]));
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
    if (rest.length === 1) Object.assign(s, rest[0]);
    else s[key] = rest;
    s.nullable = true;
  }
  // type: 'null' alone, or a list of types.
  if (s.type === 'null') {
    delete s.type;
    s.nullable = true;
  } else if (Array.isArray(s.type)) {
    const types = (s.type as string[]).filter((t) => t !== 'null');
    if (types.length < (s.type as string[]).length) s.nullable = true;
    delete s.type;
    if (types.length === 1) s.type = types[0];
    else if (types.length > 1) s.anyOf = types.map((type) => ({ type }));
  }
  if ('const' in s) {
    s.enum = [s.const];
    delete s.const;
  }
  for (const [exclusive, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof s[exclusive] === 'number') {
      s[bound] = s[exclusive];
      s[exclusive] = true;
    }
  }
  if ('contentMediaType' in s) {
    delete s.contentMediaType;
    s.format = 'binary';
  }
  // 3.0 has no way to say what a record's keys look like, nor 2020-12's key patterns.
  delete s.propertyNames;
  delete s.patternProperties;
  return s;
}

const mediaTo30 = (content: Media): Media =>
  Object.fromEntries(Object.entries(content).map(([type, media]) => [type, media.schema ? { ...media, schema: schemaTo30(media.schema) } : media]));

function operationTo30(op: Operation): Operation {
  return {
    ...op,
    ...(op.parameters ? { parameters: op.parameters.map((p) => (p.schema ? { ...p, schema: schemaTo30(p.schema) } : p)) } : {}),
    ...(op.requestBody ? { requestBody: { ...op.requestBody, content: mediaTo30(op.requestBody.content) } } : {}),
    ...(op.responses ? {
      responses: Object.fromEntries(Object.entries(op.responses).map(([code, r]) => [code, r.content ? { ...r, content: mediaTo30(r.content) } : r])),
    } : {}),
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
    paths: Object.fromEntries(Object.entries(document.paths).map(([path, item]) => [
      path, Object.fromEntries(Object.entries(item).map(([method, op]) => [method, operationTo30(op as Operation)])),
    ])),
  };
}
