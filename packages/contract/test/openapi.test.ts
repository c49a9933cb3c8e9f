// What the OpenAPI document says about each route comes from the route table: answers, downloads, uploads, filters.
import { describe, expect, it } from 'vitest';
import { buildOpenApi, isBinaryAnswer, openApiPath, routeCatalog } from '../src/index.ts';

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string; description?: string }>;
  security: Array<Record<string, string[]>>;
  requestBody?: { required: boolean; content: Record<string, { schema: { required?: string[]; properties?: Record<string, unknown> } }> };
  responses: Record<
    string,
    { content?: Record<string, { schema: { allOf?: Array<{ required?: string[]; properties?: { data?: unknown } }> } }> }
  >;
};

const document = buildOpenApi({ version: 'test' });
const operations = routeCatalog().map((r) => ({
  spec: r.spec,
  op: (document.paths[openApiPath(r.spec)] as Record<string, Operation>)[r.spec.method.toLowerCase()]!,
}));

describe('the OpenAPI document', () => {
  it('gives every operation its own operationId (tenant-package and tenantPackage included)', () => {
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toContain('getBladeSystemTenantPackageDetail');
  });

  it("documents each envelope route's data from its declared answer, never an empty schema", () => {
    const empty = operations.filter(
      ({ spec, op }) =>
        spec.response === 'envelope' &&
        !isBinaryAnswer(spec.answer) &&
        JSON.stringify(op.responses[200]!.content!['application/json']!.schema.allOf![1]!.properties!.data) === '{}',
    );
    expect(empty.map(({ spec }) => spec.path)).toEqual([]);
    const page = operations.find(({ spec }) => spec.path === '/blade-system/post/page')!.op;
    const data = page.responses[200]!.content!['application/json']!.schema.allOf![1]!.properties!.data as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(data.properties)).toEqual(expect.arrayContaining(['records', 'total', 'size', 'current', 'pages']));
  });

  it('documents downloads by their media type and uploads as multipart bodies with the file field', () => {
    const exportUser = operations.find(({ spec }) => spec.path === '/blade-system/user/export-user')!.op;
    expect(Object.keys(exportUser.responses[200]!.content!)).toEqual(['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
    const uploads = operations.filter(({ spec }) => spec.upload);
    expect(uploads.map(({ spec }) => spec.path)).toEqual(
      expect.arrayContaining([
        '/blade-resource/oss/endpoint/put-file',
        '/blade-system/user/import-user',
        '/blade-flow/manager/deploy-upload',
        '/translate/import/preview',
      ]),
    );
    for (const { spec, op } of uploads) {
      expect(op.requestBody!.content['multipart/form-data']!.schema.properties).toHaveProperty(spec.upload!.field);
    }
  });

  it('documents an upload that may carry no file (the import commit names the previewed one) as optional', () => {
    const upload = (path: string) => operations.find(({ spec }) => spec.path === path)!.op.requestBody!;
    const commit = upload('/translate/import/commit');
    // No `required` at all: 3.0 forbids an empty list.
    expect([commit.required, commit.content['multipart/form-data']!.schema.required]).toEqual([false, undefined]);
    const preview = upload('/translate/import/preview');
    expect([preview.required, preview.content['multipart/form-data']!.schema.required]).toEqual([true, ['file']]);
    // The page-image slot travels beside the file.
    expect(upload('/translate/saveOrUploadFile').content['multipart/form-data']!.schema.properties).toHaveProperty('imgPositionType');
  });

  it('marks data required on every enveloped answer, so generated types do not make it optional', () => {
    const enveloped = operations.filter(({ spec }) => spec.response === 'envelope' && !isBinaryAnswer(spec.answer));
    expect(enveloped.length).toBeGreaterThan(200);
    const optional = enveloped.filter(
      ({ op }) => !op.responses[200]!.content!['application/json']!.schema.allOf![1]!.required?.includes('data'),
    );
    expect(optional.map(({ spec }) => spec.path)).toEqual([]);
  });

  it('documents how to sign in: the Basic client header, the sign-in headers (the second-factor code too), every parameter in the query, no body required', () => {
    const token = operations.find(({ spec }) => spec.path === '/blade-auth/oauth/token')!.op;
    expect(token.security).toEqual([{ bladeClient: [] }]);
    expect(document.components.securitySchemes.bladeClient).toMatchObject({ type: 'http', scheme: 'basic' });
    const headers = token.parameters.filter((p) => p.in === 'header');
    expect(headers.map((p) => p.name)).toEqual(['Tenant-Id', 'Captcha-Key', 'Captcha-Code', 'Dept-Id', 'Role-Id', 'Second-Factor-Code']);
    expect(headers.every((p) => p.description)).toBe(true);
    expect(token.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['grant_type', 'username', 'password', 'tenantId']),
    );
    expect(token.requestBody!.required).toBe(false);
  });

  it('lists the filters of list routes as query parameters', () => {
    const page = operations.find(({ spec }) => spec.path === '/blade-system/post/page')!.op;
    expect(page.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['current', 'size', 'postCode', 'postName', 'category']));
  });
});
