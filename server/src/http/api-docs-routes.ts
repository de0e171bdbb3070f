import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { operationsApi } from '@marquee/protocol';
import { openApiDocument } from './openapi-document.js';
import { route } from '@marquee/core/http/contract-route.js';

const swaggerUiDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

// Scripts come from files, never inline, so the page lives under the same CSP as the app.
const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Marquee API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="docs"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/start.js"></script>
</body>
</html>
`;

const START_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#docs',
  deepLinking: true,
  tryItOutEnabled: false,
});
`;

/** `GET /api/openapi.json` (made once, from the declared routes) and a readable page at `/api/docs`. */
export function apiDocsRoutes(): Router {
  const r = Router();
  let document: unknown;
  route(r, operationsApi.openApi, [], () => {
    document ??= openApiDocument();
    return document as Record<string, unknown>;
  });
  route(r, operationsApi.apiDocs, [], (_input, _req, res) => {
    res.type('html').send(DOCS_PAGE);
    return undefined;
  });
  route(r, operationsApi.apiDocsScript, [], (_input, _req, res) => {
    res.type('js').send(START_SCRIPT);
    return undefined;
  });
  r.use('/docs/assets', express.static(swaggerUiDir, { maxAge: '1d', index: false }));
  return r;
}
