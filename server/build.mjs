// Bundles the server (and our workspace packages) into dist/main.js; npm dependencies stay external.
// The worker is its own app (worker/build.mjs).
// Tests pass another folder one level below server/ (SERVER_OUTDIR), so parallel builds never collide.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const outdir = process.env.SERVER_OUTDIR ?? 'dist';
// The workspace packages bundled in (core above all) bring their own npm dependencies.
const dependenciesOf = (dir) =>
  Object.keys(
    JSON.parse(readFileSync(new URL(`${dir}/package.json`, import.meta.url), 'utf8'))
      .dependencies ?? {},
  );
const external = [
  ...new Set(['.', '../core', '../worker', '../protocol'].flatMap(dependenciesOf)),
].filter((name) => !name.startsWith('@marquee/'));

await build({
  entryPoints: ['src/main.ts', 'src/create-pglite-main.ts'],
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
// Only the real build ships one (test builds start from the sources' way, initdb), and it is packed
// again only when the migrations or PGlite change: the key of the last pack is kept beside it.
if (!process.env.SERVER_OUTDIR) packPreparedDatabase();

function packPreparedDatabase() {
  const tarball = `${outdir}/pgdata.tar.gz`;
  const keyFile = `${tarball}.key`;
  const key = preparedDatabaseKey();
  if (existsSync(tarball) && existsSync(keyFile) && readFileSync(keyFile, 'utf8') === key) return;
  execFileSync(process.execPath, [`${outdir}/create-pglite-main.js`, '--prepare', tarball]);
  writeFileSync(keyFile, key);
}

/** What the prepared database is made of: every migration file, and the PGlite that ran them. */
function preparedDatabaseKey() {
  const hash = createHash('sha256').update(pkg.dependencies['@electric-sql/pglite']);
  const files = readdirSync('../core/drizzle', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(file));
  return hash.digest('hex');
}
