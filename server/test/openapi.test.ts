import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allApiRoutes } from '@marquee/protocol';
import { OPENAPI_FILE, openApiText } from '../src/write-openapi.js';
import { startTestServer, type TestServer } from './support/test-server.js';

describe('the API contract', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('the committed openapi.json is what the declared routes generate (npm run openapi)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('declares each method and path once', () => {
    const keys = allApiRoutes().map((r) => `${r.method} ${r.path}`);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('serves the document at /api/openapi.json and a docs page at /api/docs', async () => {
    const doc = await fetch(`${server.url}/api/openapi.json`);
    expect(doc.status).toBe(200);
    const body = (await doc.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/locations/{id}/playlist']).toBeDefined();

    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const script = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(script.status).toBe(200);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    const start = await fetch(`${server.url}/api/docs/start.js`);
    expect(await start.text()).toContain("url: '/api/openapi.json'");
  });
});
