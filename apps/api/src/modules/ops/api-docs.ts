// /api/docs: the OpenAPI document built from the contract's route table, and Swagger UI served from the
// swagger-ui-dist package (no CDN). The page's start-up script is a file of ours, so the CSP needs no inline script.
import { buildOpenApi } from '@blade/contract';
import express from 'express';
import type { Router } from 'express';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Blade Console API</title>
  <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
  <script src="/api/docs/start.js"></script>
</body>
</html>`;

// The groups open collapsed (docExpansion 'none'): the page lists some 260 operations, which a reader opens by
// group, and drawing them all at once took seconds of a busy machine's CPU before the page showed anything.
const START = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi.json', dom_id: '#swagger-ui', deepLinking: true,
  persistAuthorization: false, validatorUrl: null, docExpansion: 'none' });`;

/** Everything under it is served here, on the router directly (core/exact-routes.ts reserves it). */
export const API_DOCS_PATH = '/api/docs';

export function mountApiDocs(router: Router, version: string): void {
  let document: unknown;
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get(`${API_DOCS_PATH}/openapi.json`, (_req, res) => {
    document ??= buildOpenApi({ version });
    res.json(document);
  });
  router.get(`${API_DOCS_PATH}/start.js`, (_req, res) => res.type('text/javascript').send(START));
  router.use(`${API_DOCS_PATH}/assets`, express.static(assets, { index: false, maxAge: '1d' }));
  router.get([API_DOCS_PATH, `${API_DOCS_PATH}/`], (_req, res) => res.type('html').send(PAGE));
}
