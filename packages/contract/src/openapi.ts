// OpenAPI 3.1 from the route table: paths, parameters and bodies come from each route's zod schemas (zod's own JSON
// Schema export, input side), security from its access rule. Served at /api/docs by the API.
import { z } from 'zod';
import type { CatalogRoute } from './catalog.ts';
import { routeCatalog } from './catalog.ts';
import type { Access, RouteSpec } from './route.ts';

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; required?: string[]; [k: string]: unknown };

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  // `input`: what a caller sends (before coercions and transforms); `any` for the parts JSON Schema cannot say.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function queryParameters(schema: z.ZodType) {
  const json = jsonSchemaOf(schema);
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name, in: 'query', required: (json.required ?? []).includes(name), schema: property,
  }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));

function describeAccess(access: Access): string {
  switch (access.kind) {
    case 'public': return 'Public: no token needed.';
    case 'token': return 'Any signed-in user.';
    case 'roles': return `Signed-in users with role ${access.roles.join(' or ')}.`;
    case 'permission': return `Signed-in users granted ${access.codes.join(' or ')} (administrators hold every code).`;
  }
}

const ENVELOPE = {
  type: 'object', required: ['code', 'success', 'msg'],
  properties: { code: { type: 'integer' }, success: { type: 'boolean' }, data: {}, msg: { type: 'string' } },
};

function operation({ tag, spec }: CatalogRoute) {
  const body = spec.body ?? (spec.method === 'POST' ? spec.params : undefined);
  const query = spec.query ?? (spec.method === 'GET' ? spec.params : spec.params);
  const answer = spec.response === 'envelope' ? { $ref: '#/components/schemas/Envelope' } : { type: 'object' };
  return {
    tags: [tag],
    summary: spec.summary,
    description: [describeAccess(spec.access), spec.aliases?.length ? `Also served at ${spec.aliases.join(', ')}.` : '']
      .filter(Boolean).join(' '),
    operationId: `${spec.method.toLowerCase()}${spec.path.replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ?? '').toUpperCase())}`,
    'x-blade-access': spec.access,
    parameters: [...pathParameters(spec.path), ...(query ? queryParameters(query) : [])],
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(body) } } } } : {}),
    security: spec.access.kind === 'public' ? [] : [{ bladeAuth: [] }],
    responses: {
      200: { description: 'Success (Blade envelope unless the route answers a bare object)', content: { 'application/json': { schema: answer } } },
      400: { description: 'Invalid input', content: { 'application/json': { schema: answer } } },
      ...(spec.access.kind === 'public' ? {} : {
        401: { description: 'No token, or an invalid or expired one' },
        403: { description: 'Signed in but not allowed' },
      }),
    },
  };
}

/** `/blade-system/user/:id` -> `/api/blade-system/user/{id}` */
export const openApiPath = (spec: RouteSpec) => `/api${spec.path.replace(/:(\w+)/g, '{$1}')}`;

export function buildOpenApi(info: { version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routeCatalog()) {
    const item = (paths[openApiPath(route.spec)] ??= {});
    item[route.spec.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Blade Console API', version: info.version,
      description: 'The Blade (BladeX / SpringBlade) HTTP API as served by Blade Console. Sign in with POST '
        + '/api/blade-auth/oauth/token (Basic client header), then send `Blade-Auth: bearer <access_token>`.',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        bladeAuth: { type: 'apiKey', in: 'header', name: 'Blade-Auth', description: '`bearer <access_token>`' },
      },
      schemas: { Envelope: ENVELOPE },
    },
    paths,
  };
}
