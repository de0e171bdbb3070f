// Bundles the worker's own app (src/main.ts, with @marquee/core and @marquee/protocol) into
// dist/main.js; npm dependencies stay external, as in server/build.mjs. Like the server's bundle,
// dist/ is two levels below the repository root, where core's paths.ts finds the migrations.
// Tests pass another folder one level below worker/ (WORKER_OUTDIR), so parallel builds never collide.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const dependenciesOf = (dir) =>
  JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8')).dependencies ??
  {};
const own = dependenciesOf('.');
// The bundle loads core's npm dependencies from worker/ at run time (Docker prunes to what the
// workspaces declare), so the worker declares each one, at core's version.
const undeclared = Object.entries(dependenciesOf('../core')).filter(
  ([name, version]) => !name.startsWith('@marquee/') && own[name] !== version,
);
if (undeclared.length) {
  const list = undeclared.map(([n, v]) => `${n}@${v}`).join(', ');
  throw new Error(`worker/package.json must depend on what core does: ${list}`);
}
const external = Object.keys(own).filter((name) => !name.startsWith('@marquee/'));

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
