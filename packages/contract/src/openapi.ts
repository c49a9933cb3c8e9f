// OpenAPI 3.1 from the route table: paths, parameters and bodies come from each route's zod schemas (zod's own JSON
// Schema export, input side), answers from its declared answer (output side: what the client receives), security
// from its access rule. Served at /api/docs by the API; redocly lints it and openapi-typescript compiles it in the
// contract's tests (test/openapi-tools.test.ts).
import { z } from 'zod';
import type { CatalogRoute } from './catalog.ts';
import { routeCatalog } from './catalog.ts';
import type { FieldType } from './crud.ts';
import type { Access, RouteSpec } from './route.ts';
import { isBinaryAnswer } from './route.ts';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; [k: string]: unknown };

/** Named schemas (trees refer to themselves), collected into components.schemas while the document is built. */
const named: Record<string, JsonSchema> = {};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // The input side for requests and answers alike: what a caller sends before coercions, and for answers (plain
  // wire schemas) it lets a permissive object keep the extra fields Blade rows carry; `any` for what JSON Schema
  // cannot say. A named schema (`.meta({ id })`) goes to components.schemas and is referred to from there.
  const { $schema: _ignored, $defs, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const relocate = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
  for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
    if (id.startsWith('__')) throw new Error(`a recursive schema needs a name (zTree): ${JSON.stringify(def).slice(0, 200)}`);
    named[id] = relocate(def);
  }
  const out = relocate(rest);
  if (JSON.stringify(out).includes('"$ref":"#"')) throw new Error('a route schema refers to its own root; name it with zTree');
  return out;
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The headers a route reads, each described by its schema's description. */
function headerParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  return Object.entries(json.properties ?? {}).map(([name, { description, ...property }]) => ({
    name,
    in: 'header',
    required: (json.required ?? []).includes(name),
    ...(description ? { description } : {}),
    schema: property,
  }));
}

const FILTER_SCHEMA: Record<FieldType, JsonSchema> = {
  string: { type: 'string' },
  int: { type: 'integer' },
  id: { type: 'string', pattern: '^\\d{1,19}$' },
  date: { type: 'string', description: 'yyyy-MM-dd or yyyy-MM-dd HH:mm:ss' },
};

/** The list filters of a list or page route, as optional query parameters. */
function filterParameters({ fields, style }: NonNullable<RouteSpec['filters']>, taken: Set<string>) {
  const how =
    style === 'map'
      ? 'Blade map filter: the plain name matches text partly and other types exactly; suffixes (`_equal`, `_notequal`, ' +
        '`_like`, `_notlike`, `_likeleft`, `_likeright`, `_gt`, `_ge`, `_lt`, `_le`, `_datege`, `_dategt`, `_datele`, ' +
        '`_datelt`, `_dateequal`, `_null`, `_notnull`, `_ignore`) choose the comparison.'
      : 'Exact match; `<name>_like` matches text partly.';
  return Object.entries(fields)
    .filter(([name]) => !taken.has(name))
    .map(([name, type]) => ({ name, in: 'query', required: false, description: how, schema: FILTER_SCHEMA[type] }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map((match) => ({ name: match[1]!, in: 'path', required: true, schema: { type: 'string' } }));

function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public':
      return 'Public: no token needed.';
    case 'token':
      return 'Any signed-in user.';
    case 'roles':
      return `Signed-in users with role ${access.roles.join(' or ')}.`;
    case 'permission':
      return `Signed-in users granted ${access.codes.join(' or ')} (administrators hold every code).`;
  }
}

const ENVELOPE = {
  type: 'object',
  required: ['code', 'success', 'data', 'msg'],
  properties: { code: { type: 'integer' }, success: { type: 'boolean' }, data: {}, msg: { type: 'string' } },
};

/** The failure answers: the envelope with data null, or (bare routes: the token endpoint) Blade's OAuth error. */
const FAILURE_SCHEMAS = {
  Failure: {
    type: 'object',
    required: ['code', 'success', 'data', 'msg'],
    properties: { code: { type: 'integer' }, success: { const: false }, data: { type: 'null' }, msg: { type: 'string' } },
  },
  OAuthFailure: {
    type: 'object',
    required: ['error_code', 'error', 'error_description'],
    properties: { error_code: { type: 'integer' }, error: { type: 'string' }, error_description: { type: 'string' } },
  },
};

function successContent(spec: RouteSpec) {
  if (isBinaryAnswer(spec.answer)) {
    // OpenAPI 3.1 says "binary" by the media type and an untyped (or contentMediaType) schema.
    return Object.fromEntries(spec.answer.contentTypes.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }]));
  }
  const answer = jsonSchemaOf(spec.answer);
  const schema =
    spec.response === 'envelope'
      ? // `required` again beside the answer's `data`: a generator reads this part alone and would make `data` optional.
        { allOf: [{ $ref: '#/components/schemas/Envelope' }, { type: 'object', required: ['data'], properties: { data: answer } }] }
      : answer;
  return { 'application/json': { schema } };
}

function requestBody(spec: RouteSpec) {
  if (spec.upload) {
    const { field, multiple, fields = [], optional = false } = spec.upload;
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    const schema = {
      type: 'object',
      ...(optional ? {} : { required: [field] }),
      properties: {
        [field]: multiple ? { type: 'array', items: file } : file,
        ...Object.fromEntries(fields.map((f) => [f, { type: 'string' }])),
      },
    };
    return { requestBody: { required: !optional, content: { 'multipart/form-data': { schema } } } };
  }
  const body = spec.body ?? (spec.method === 'POST' ? spec.params : undefined);
  if (!body) return {};
  const schema = jsonSchemaOf(body);
  // The token endpoint and a few others read their parameters from the query string, a form body or JSON alike:
  // their body is optional (the same parameters are documented in the query).
  const content = spec.params
    ? { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } }
    : { 'application/json': { schema } };
  return { requestBody: { required: !spec.params, content } };
}

/** `/blade-system/tenant-package/detail` -> `getBladeSystemTenantPackageDetail`. */
const operationIdOf = (spec: RouteSpec) =>
  `${spec.method.toLowerCase()}${spec.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`;

function operation({ tag, spec }: CatalogRoute, operationId: string) {
  const query = spec.query ?? spec.params;
  const parameters: Array<Record<string, unknown> & { name: string }> = [
    ...pathParameters(spec.path),
    ...(query ? queryParameters(query) : []),
    ...(spec.headers ? headerParameters(spec.headers) : []),
  ];
  if (spec.filters) parameters.push(...filterParameters(spec.filters, new Set(parameters.map((p) => p.name))));
  const failure = { $ref: `#/components/schemas/${spec.response === 'bare' ? 'OAuthFailure' : 'Failure'}` };
  const failureContent = { 'application/json': { schema: failure } };
  return {
    tags: [tag],
    summary: spec.summary,
    description: [describeAccess(spec.access), spec.aliases?.length ? `Also served at ${spec.aliases.join(', ')}.` : '']
      .filter(Boolean)
      .join(' '),
    operationId,
    'x-blade-access': spec.access,
    parameters,
    ...requestBody(spec),
    security: spec.clientAuth ? [{ bladeClient: [] }] : spec.access.kind === 'public' ? [] : [{ bladeAuth: [] }],
    responses: {
      200: {
        description: isBinaryAnswer(spec.answer) ? 'The file' : spec.response === 'envelope' ? 'Success: the Blade envelope' : 'Success',
        content: successContent(spec),
      },
      400: { description: 'Invalid input', content: failureContent },
      ...(spec.access.kind === 'public'
        ? {}
        : {
            401: { description: 'No token, or an invalid or expired one', content: failureContent },
            403: { description: 'Signed in but not allowed', content: failureContent },
          }),
    },
  };
}

/** `/blade-system/user/:id` -> `/api/blade-system/user/{id}` */
export const openApiPath = (spec: RouteSpec) => `/api${spec.path.replace(/:(\w+)/g, '{$1}')}`;

/**
 * Operation ids from method and path; two paths that differ only in punctuation (`tenant-package` and
 * `tenantPackage`, Blade serves both) would share one, so a repeat gets the next free number.
 */
function uniqueOperationIds(specs: readonly RouteSpec[]): string[] {
  const used = new Set<string>();
  return specs.map((spec) => {
    const base = operationIdOf(spec);
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}${n}`;
    used.add(id);
    return id;
  });
}

export function buildOpenApi(info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const catalog = routeCatalog();
  const ids = uniqueOperationIds(catalog.map((r) => r.spec));
  catalog.forEach((route, i) => {
    const item = (paths[openApiPath(route.spec)] ??= {});
    item[route.spec.method.toLowerCase()] = operation(route, ids[i]!);
  });
  return {
    openapi: '3.1.0',
    info: {
      title: 'Blade Console API',
      version: info.version,
      description:
        'The Blade (BladeX / SpringBlade) HTTP API as served by Blade Console. Sign in with POST ' +
        "/api/blade-auth/oauth/token (the client's Basic header, `grant_type`, `username`, the md5 hex of the password; " +
        'with a captcha from GET /api/blade-auth/oauth/captcha in Captcha-Key / Captcha-Code), then send ' +
        '`Blade-Auth: bearer <access_token>`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: '`bearer <access_token>`' },
        bladeClient: {
          type: 'http',
          scheme: 'basic',
          description:
            'The API client signing in: `Authorization: Basic base64(clientId:clientSecret)`, e.g. `saber:saber_secret` (the 系统管理 > 应用管理 screen lists the clients).',
        },
      },
      schemas: { Envelope: ENVELOPE, ...FAILURE_SCHEMAS, ...named },
    },
    paths,
  };
}
