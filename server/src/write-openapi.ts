import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiDocument } from './http/openapi-document.js';

/** `npm run openapi`: writes the committed `openapi.json`; a test fails when it drifts. */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

export function openApiText(): string {
  return `${JSON.stringify(openApiDocument(), null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(OPENAPI_FILE, openApiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}
