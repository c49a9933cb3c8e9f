// /api/docs: the OpenAPI document built from the contract's route table, and Swagger UI served from the
// swagger-ui-dist package (no CDN). The page's start-up script is a file of ours, so the CSP needs no inline script.
import { buildOpenApi, toOpenApi30 } from '@blade/contract';
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
// group, and drawing them all at once took seconds of a busy machine's CPU before the page showed anything. The
// viewer reads the 3.0 rendition of the document: Swagger UI's 3.1 path took 4-5 s of CPU before it showed
// anything, its 3.0 path about a fifth of that (@blade/contract, openapi-30.ts).
const START = `window.ui = SwaggerUIBundle({ url: '/api/docs/openapi-3.0.json', dom_id: '#swagger-ui', deepLinking: true,
  persistAuthorization: false, validatorUrl: null, docExpansion: 'none' });`;

/** Everything under it is served here, on the router directly (core/exact-routes.ts reserves it). */
export const API_DOCS_PATH = '/api/docs';

export function mountApiDocs(router: Router, version: string): void {
  let document: ReturnType<typeof buildOpenApi> | undefined;
  let rendition30: ReturnType<typeof toOpenApi30> | undefined;
  const documentOf = () => (document ??= buildOpenApi({ version }));
  const assets = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get(`${API_DOCS_PATH}/openapi.json`, (_req, res) => {
    res.json(documentOf());
  });
  router.get(`${API_DOCS_PATH}/openapi-3.0.json`, (_req, res) => {
    res.json((rendition30 ??= toOpenApi30(documentOf())));
  });
  router.get(`${API_DOCS_PATH}/start.js`, (_req, res) => res.type('text/javascript').send(START));
  router.use(`${API_DOCS_PATH}/assets`, express.static(assets, { index: false, maxAge: '1d' }));
  router.get([API_DOCS_PATH, `${API_DOCS_PATH}/`], (_req, res) => res.type('html').send(PAGE));
}
