// Bundles the server (and our workspace packages) into dist/main.js; npm dependencies stay external.
// Tests pass another folder one level below server/ (SERVER_OUTDIR), so parallel builds never collide.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdir = process.env.SERVER_OUTDIR ?? 'dist';
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: ['src/main.ts', 'src/worker-main.ts', 'src/create-pglite-main.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});

// An empty, migrated embedded database packed beside the bundle, so a first start skips initdb.
execFileSync(process.execPath, [
  `${outdir}/create-pglite-main.js`,
  '--prepare',
  `${outdir}/pgdata.tar.gz`,
]);
