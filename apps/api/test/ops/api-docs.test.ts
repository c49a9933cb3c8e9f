// The API documentation covers exactly the mounted routes, and the viewer is served without any CDN.
import { openApiPath, routeCatalog, routeKey } from '@blade/contract';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test-app.ts';
import { createTestApp } from '../test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('route table', () => {
  it('lists every mounted route, and mounts every listed route', () => {
    const mounted = t.app.mountedRoutes.map((s) => routeKey(s.method, s.path));
    const listed = routeCatalog().map((r) => routeKey(r.spec.method, r.spec.path));
    expect(mounted.filter((k) => !listed.includes(k))).toEqual([]);
    expect(listed.filter((k) => !mounted.includes(k))).toEqual([]);
  });

  it('mounts no route twice (the second handler would never run)', () => {
    const seen = new Set<string>();
    const twice = t.app.mountedRoutes.map((s) => routeKey(s.method, s.path)).filter((k) => seen.has(k) || !seen.add(k));
    expect(twice).toEqual([]);
  });

  it('mounts each route with the access rule the table declares', () => {
    const declared = new Map(routeCatalog().map((r) => [routeKey(r.spec.method, r.spec.path), r.spec.access]));
    const differing = t.app.mountedRoutes.filter(
      (s) => JSON.stringify(declared.get(routeKey(s.method, s.path))) !== JSON.stringify(s.access),
    );
    expect(differing.map((s) => s.path)).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document with an operation for every mounted route', async () => {
    const res = await request(t.server).get('/api/docs/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const missing = t.app.mountedRoutes.filter((s) => !res.body.paths[openApiPath(s)]?.[s.method.toLowerCase()]);
    expect(missing.map((s) => s.path)).toEqual([]);
  });

  it('documents parameters, bodies and who may call', async () => {
    const { body } = await request(t.server).get('/api/docs/openapi.json');
    const page = body.paths['/api/blade-system/user/page'].get;
    expect(page.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['current', 'size']));
    expect(page.security).toEqual([{ bladeAuth: [] }]);
    const submit = body.paths['/api/blade-system/post/submit'].post;
    expect(submit.requestBody.content['application/json'].schema.properties).toHaveProperty('postName');
    expect(body.paths['/api/health'].get.security).toEqual([]);
  });

  it('serves the viewer page and its assets from this server', async () => {
    const page = await request(t.server).get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await request(t.server).get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    // The viewer reads the document's 3.0 rendition: the same operations, in 3.0's words.
    const start = await request(t.server).get('/api/docs/start.js');
    expect(start.text).toContain("url: '/api/docs/openapi-3.0.json'");
    const rendition = await request(t.server).get('/api/docs/openapi-3.0.json');
    expect(rendition.status).toBe(200);
    expect(rendition.body.openapi).toBe('3.0.3');
    const canonical = (await request(t.server).get('/api/docs/openapi.json')).body;
    expect(Object.keys(rendition.body.paths)).toEqual(Object.keys(canonical.paths));
  });
});
