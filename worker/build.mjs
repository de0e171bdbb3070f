// Bundles the worker's own app (src/main.ts, with @marquee/core and @marquee/protocol) into
// dist/main.js; npm dependencies stay external, as in server/build.mjs. Like the server's bundle,
// dist/ is two levels below the repository root, where core's paths.ts finds the migrations.
// Tests pass another folder one level below worker/ (WORKER_OUTDIR), so parallel builds never collide.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const dependenciesOf = (dir) =>
  Object.keys(
    JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8'))
      .dependencies ?? {},
  );
const external = [...new Set(['.', '../core', '../protocol'].flatMap(dependenciesOf))].filter(
  (name) => !name.startsWith('@marquee/'),
);

await build({
  entryPoints: ['src/main.ts'],
  outdir: process.env.WORKER_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});
