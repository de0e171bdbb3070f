// Bundles the server (and our workspace packages) into dist/main.js; npm dependencies stay external.
// Tests pass another folder one level below server/ (SERVER_OUTDIR), so parallel builds never collide.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: ['src/main.ts', 'src/worker-main.ts'],
  outdir: process.env.SERVER_OUTDIR ?? 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((n) => `${n}/*`)],
  logLevel: 'warning',
});
