#!/usr/bin/env node
// Splits what the API and the worker share out of server/ into the core/ workspace (@marquee/core),
// and makes server/src/worker-main.ts the worker's own entry (worker/src/main.ts).
//
// A codemod, so it can be run again on a newer main: which files move is decided from rules and
// from the import graph of the tree it finds, never from a list of files or of import lines.
//
//   node scripts/split-core.mjs          # moves (git mv) and rewrites; commits nothing
//   node scripts/split-core.mjs --dry    # prints what it would move
//
// What moves to core/src (same path below src/ as in server/src):
//   every file reachable through imports from the worker's needs (composition/build-services.ts,
//   composition/start-worker.ts and what worker-main.ts imports, realtime aside), from the shared
//   infrastructure (config, logger, redis, db/, events/, jobs/, storage/, metrics/) and from every
//   module's services, repositories and views (*-service.ts, *-repo.ts, *-view.ts), following a
//   module's index.ts only through the names actually imported. Never a test, a module's route
//   (*-routes.ts, *-route.ts), or middleware (*-middleware.ts), realtime/ (but quiet-redis.ts,
//   which the worker's emitter uses too), the HTTP composition
//   (http-app.ts, compose-server.ts) or the server's entries (main.ts, write-openapi.ts,
//   create-pglite-main.ts): a core file that needs one of these is a conflict, reported, and
//   nothing is written.
// So http/ stays in server but for the few files core needs (the errors services throw,
// GET /metrics that the worker serves too).
// Plus server/drizzle and server/drizzle.config.ts (the schema's migrations go with the schema).
//
// A module's index.ts whose re-exports land on both sides is split in two: core keeps the lines
// of its files (core/src/modules/<m>/index.ts), server gets the rest (server/src/modules/<m>/index.ts).
//
// Then every relative import in server/, worker/, core/, e2e/ and bench/ is resolved to the file
// it names before the move and written again for where both files are after it: relative inside
// a package, `@marquee/core/<path>.js` from another package (core's exports map `./*.js` to
// `./src/*.ts`). An import of a split index is split by the names it imports.
import ts from 'typescript';
import * as prettier from 'prettier';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dry = process.argv.includes('--dry');
const SERVER_SRC = 'server/src';
const CORE_SRC = 'core/src';
const WORKER_MAIN_FROM = 'server/src/worker-main.ts';
const WORKER_MAIN_TO = 'worker/src/main.ts';
const CORE_PACKAGE = '@marquee/core';

/** Folders whose sources may import a moved file. */
const SCANNED = ['server', 'worker', 'core', 'e2e', 'bench'];
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'drizzle']);

/** Of realtime/, what the worker's emitter needs too (Redis replies nobody waits for). */
const SHARED_REALTIME = ['realtime/quiet-redis.ts'];

/** Files of server/src that are the API's own: they never move, and core never imports them. */
function pinnedToServer(rel) {
  return (
    /\.test\.ts$/.test(rel) ||
    /^modules\/.*-(routes|middleware|route)\.ts$/.test(rel) ||
    (rel.startsWith('realtime/') && !SHARED_REALTIME.includes(rel)) ||
    [
      'composition/http-app.ts',
      'composition/compose-server.ts',
      'main.ts',
      'write-openapi.ts',
      'create-pglite-main.ts',
      'worker-main.ts',
    ].includes(rel)
  );
}

/**
 * Where core's closure starts: what the standalone worker builds its dependencies from, and the
 * infrastructure both processes share (the event relay, Redis helpers) even where no seed imports it.
 */
const SEED_FILES = [
  'composition/build-services.ts',
  'composition/start-worker.ts',
  'config.ts',
  'logger.ts',
  'redis.ts',
  'graceful-shutdown.ts',
  ...SHARED_REALTIME,
];
const SEED_DIRS = ['db', 'events', 'jobs', 'storage', 'metrics'];
/** A module's services, repositories and views are core's even when only a route uses them. */
const SEED_MODULE_FILE = /^modules\/.+-(service|repo|view|read-model)\.ts$/;

const posix = (p) => p.split(path.sep).join('/');
const abs = (rel) => path.join(root, rel);
const exists = (rel) => fs.existsSync(abs(rel)) && fs.statSync(abs(rel)).isFile();

function listSources(dir) {
  const out = [];
  const walk = (d) => {
    if (!fs.existsSync(abs(d))) return;
    for (const e of fs.readdirSync(abs(d), { withFileTypes: true })) {
      const rel = `${d}/${e.name}`;
      if (e.isDirectory()) {
        if (!SKIPPED_DIRS.has(e.name) && !e.name.startsWith('dist-') && !e.name.startsWith('.'))
          walk(rel);
      } else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  walk(dir);
  return out.sort();
}

// ---- parsing --------------------------------------------------------------------------------

const parsed = new Map();
function parse(rel) {
  if (!parsed.has(rel)) {
    const text = fs.readFileSync(abs(rel), 'utf8');
    const kind = rel.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    parsed.set(rel, ts.createSourceFile(rel, text, ts.ScriptTarget.Latest, true, kind));
  }
  return parsed.get(rel);
}

/**
 * Every module specifier in a file: static imports and re-exports, `import()`, `import('x')`
 * types, and vitest's vi.mock/vi.importActual. `names` are the names a declaration takes, or
 * undefined when it takes the whole module (namespace, default, side effect, dynamic).
 */
function specifiersOf(rel) {
  const sf = parse(rel);
  const out = [];
  const add = (literal, decl, names) =>
    out.push({
      spec: literal.text,
      start: literal.getStart(sf) + 1,
      end: literal.end - 1,
      decl,
      names,
    });
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings);
      const names =
        clause && !clause.name && named
          ? clause.namedBindings.elements.map((e) => (e.propertyName ?? e.name).text)
          : undefined;
      add(node.moduleSpecifier, node, names);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : undefined;
      add(node.moduleSpecifier, node, names);
    } else if (
      ts.isCallExpression(node) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0]) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        /^vi\.(mock|doMock|importActual|unmock)$/.test(node.expression.getText(sf)))
    ) {
      add(node.arguments[0], undefined, undefined);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      add(node.argument.literal, undefined, undefined);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The file a relative specifier names, and how it was written (to write it the same way). */
function resolve(fromRel, spec) {
  if (!spec.startsWith('.')) return undefined;
  const base = posix(path.normalize(path.join(path.dirname(fromRel), spec)));
  const tries = [];
  if (/\.js$/.test(spec))
    tries.push([base.replace(/\.js$/, '.ts'), 'js'], [base.replace(/\.js$/, '.tsx'), 'js']);
  if (/\.mjs$/.test(spec)) tries.push([base.replace(/\.mjs$/, '.mts'), 'mjs']);
  tries.push(
    [base, 'exact'],
    [`${base}.ts`, 'noext'],
    [`${base}.tsx`, 'noext'],
    [`${base}/index.ts`, 'dir'],
  );
  for (const [rel, form] of tries) if (exists(rel)) return { rel, form };
  return undefined;
}

// ---- module indexes -------------------------------------------------------------------------

const isModuleIndex = (rel) => /^server\/src\/modules\/[^/]+\/index\.ts$/.test(rel);

/** An index's re-exports: each exported name's source file, and its declarations in order. */
const indexes = new Map();
function indexOf(rel) {
  if (!indexes.has(rel)) {
    const sf = parse(rel);
    const bySource = new Map();
    const statements = [];
    for (const st of sf.statements) {
      if (!ts.isExportDeclaration(st) || !st.moduleSpecifier) {
        throw new Error(`${rel}: only re-exports are understood in a module index`);
      }
      const target = resolve(rel, st.moduleSpecifier.text);
      if (!target) throw new Error(`${rel}: cannot resolve ${st.moduleSpecifier.text}`);
      const names = st.exportClause?.elements.map((e) => e.name.text) ?? ['*'];
      for (const n of names) bySource.set(n, target.rel);
      statements.push({ node: st, source: target.rel });
    }
    indexes.set(rel, { bySource, statements, sf });
  }
  return indexes.get(rel);
}

/** The files an import of an index reaches: those its names come from (all, without names). */
function sourcesThrough(indexRel, names) {
  const { bySource, statements } = indexOf(indexRel);
  if (!names) return [...new Set(statements.map((s) => s.source))];
  return [...new Set(names.map((n) => bySource.get(n) ?? bySource.get('*')).filter(Boolean))];
}

// ---- which files move -----------------------------------------------------------------------

function coreClosure() {
  const inCore = new Set();
  const conflicts = [];
  const queue = [
    ...SEED_FILES.map((s) => `${SERVER_SRC}/${s}`).filter(exists),
    ...SEED_DIRS.flatMap((d) => listSources(`${SERVER_SRC}/${d}`)).filter(
      (rel) => !pinnedToServer(rel.slice(SERVER_SRC.length + 1)),
    ),
    ...listSources(`${SERVER_SRC}/modules`).filter((rel) =>
      SEED_MODULE_FILE.test(rel.slice(SERVER_SRC.length + 1)),
    ),
  ];
  // The worker entry's own needs (its realtime is replaced by hand, in core, after the move).
  for (const s of specifiersOf(WORKER_MAIN_FROM)) {
    const t = resolve(WORKER_MAIN_FROM, s.spec);
    if (t && !pinnedToServer(t.rel.slice(SERVER_SRC.length + 1))) queue.push(t.rel);
  }
  while (queue.length) {
    const rel = queue.shift();
    if (inCore.has(rel)) continue;
    inCore.add(rel);
    for (const s of specifiersOf(rel)) {
      const t = resolve(rel, s.spec);
      if (!t || !t.rel.startsWith(`${SERVER_SRC}/`)) continue;
      const targets = isModuleIndex(t.rel) ? sourcesThrough(t.rel, s.names) : [t.rel];
      for (const target of targets) {
        if (pinnedToServer(target.slice(SERVER_SRC.length + 1))) {
          conflicts.push(`${rel} imports ${target}, which stays in server`);
        } else if (!inCore.has(target)) queue.push(target);
      }
    }
  }
  return { inCore, conflicts };
}

// ---- planning -------------------------------------------------------------------------------

function plan() {
  const { inCore, conflicts } = coreClosure();
  if (conflicts.length) {
    console.error(`core would import the server:\n  ${conflicts.join('\n  ')}`);
    process.exit(1);
  }
  /** old path → new path, for every file that moves. */
  const moves = new Map();
  const splitIndexes = new Map();
  for (const rel of [...inCore].sort())
    moves.set(rel, `${CORE_SRC}/${rel.slice(SERVER_SRC.length + 1)}`);
  // Indexes: to core when all their files are there, split when some are.
  for (const rel of listSources(`${SERVER_SRC}/modules`).filter(isModuleIndex)) {
    const sources = indexOf(rel).statements.map((s) => s.source);
    const inCoreCount = sources.filter((s) => inCore.has(s)).length;
    if (inCoreCount === 0) continue;
    const coreRel = `${CORE_SRC}/${rel.slice(SERVER_SRC.length + 1)}`;
    moves.set(rel, coreRel);
    if (inCoreCount < sources.length) splitIndexes.set(rel, { coreRel, serverRel: rel });
  }
  moves.set(WORKER_MAIN_FROM, WORKER_MAIN_TO);
  return { moves, splitIndexes, inCore };
}

// ---- rewriting ------------------------------------------------------------------------------

const packageOf = (rel) => rel.split('/')[0];

/** How `fromNew` names `targetNew`, written the way the original specifier was (`form`). */
function specifierFor(fromNew, targetNew, form) {
  if (packageOf(targetNew) === 'core' && packageOf(fromNew) !== 'core') {
    const inSrc = targetNew.slice(CORE_SRC.length + 1);
    return `${CORE_PACKAGE}/${inSrc.replace(/\.tsx?$/, '.js')}`;
  }
  let target = targetNew;
  if (form === 'js') target = target.replace(/\.tsx?$/, '.js');
  else if (form === 'mjs') target = target.replace(/\.mts$/, '.mjs');
  else if (form === 'noext') target = target.replace(/\.tsx?$/, '');
  else if (form === 'dir') target = path.posix.dirname(target);
  let spec = path.posix.relative(path.posix.dirname(fromNew), target);
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return spec;
}

/** The import or export declaration again, with only `names` and another specifier. */
function declarationWith(decl, sf, names, spec) {
  const wanted = (e) => names.includes((e.propertyName ?? e.name).text);
  if (ts.isImportDeclaration(decl)) {
    const clause = decl.importClause;
    const elements = clause.namedBindings.elements.filter(wanted).map((e) => e.getText(sf));
    return `import ${clause.isTypeOnly ? 'type ' : ''}{ ${elements.join(', ')} } from '${spec}';`;
  }
  const elements = decl.exportClause.elements.filter(wanted).map((e) => e.getText(sf));
  return `export ${decl.isTypeOnly ? 'type ' : ''}{ ${elements.join(', ')} } from '${spec}';`;
}

function rewrite(oldRel, newRel, moves, splitIndexes, problems) {
  const sf = parse(oldRel);
  let text = sf.text;
  const edits = [];
  const newPathOf = (rel) => moves.get(rel) ?? rel;
  for (const s of specifiersOf(oldRel)) {
    const t = resolve(oldRel, s.spec);
    if (!t) continue;
    const split = splitIndexes.get(t.rel);
    if (split) {
      const { bySource } = indexOf(t.rel);
      if (!s.names || !s.decl) {
        problems.push(`${oldRel}: takes all of ${t.rel}, which is split; name what it imports`);
        continue;
      }
      const side = (n) => (moves.has(bySource.get(n) ?? bySource.get('*')) ? 'core' : 'server');
      const coreNames = s.names.filter((n) => side(n) === 'core');
      const serverNames = s.names.filter((n) => side(n) === 'server');
      const coreSpec = specifierFor(newRel, split.coreRel, t.form);
      const serverSpec = specifierFor(newRel, split.serverRel, t.form);
      if (serverNames.length && packageOf(newRel) === 'core')
        problems.push(`${oldRel}: imports ${serverNames.join(', ')} of the server's ${t.rel}`);
      if (!serverNames.length) edits.push({ start: s.start, end: s.end, text: coreSpec });
      else if (!coreNames.length) edits.push({ start: s.start, end: s.end, text: serverSpec });
      else
        edits.push({
          start: s.decl.getStart(sf),
          end: s.decl.end,
          text: `${declarationWith(s.decl, sf, coreNames, coreSpec)}\n${declarationWith(s.decl, sf, serverNames, serverSpec)}`,
        });
      continue;
    }
    const targetNew = newPathOf(t.rel);
    if (packageOf(newRel) === 'core' && packageOf(targetNew) === 'server')
      problems.push(`${oldRel}: imports ${t.rel}, which stays in server`);
    const spec = specifierFor(newRel, targetNew, t.form);
    if (spec !== s.spec) edits.push({ start: s.start, end: s.end, text: spec });
  }
  edits.sort((a, b) => b.start - a.start);
  for (const e of edits) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  return text;
}

/** The two halves of a split index: each keeps the header comment and its own lines. */
function splitIndexTexts(rel, moves) {
  const { statements, sf } = indexOf(rel);
  const header = sf.text.slice(0, statements[0].node.getStart(sf)).trimEnd();
  const lines = (core) =>
    statements
      .filter((s) => moves.has(s.source) === core)
      .map((s) => s.node.getText(sf))
      .join('\n');
  const name = rel.split('/').at(-2);
  const serverHeader =
    `// The ${name} module's HTTP half (routes, middleware, what only they use): its services,\n` +
    `// repositories and views are in @marquee/core (core/src/modules/${name}/index.ts).`;
  return {
    core: `${header}\n${lines(true)}\n`,
    server: `${serverHeader}\n${lines(false)}\n`,
  };
}

// ---- main -----------------------------------------------------------------------------------

function git(...args) {
  execFileSync('git', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function main() {
  if (listSources(CORE_SRC).length > 0 || !exists(WORKER_MAIN_FROM)) {
    console.log(
      'split-core: already split (core/src has sources or worker-main.ts is gone); nothing to do',
    );
    return;
  }
  const { moves, splitIndexes } = plan();
  const scanned = SCANNED.flatMap((d) => listSources(d)).filter(
    (rel) => !rel.startsWith('scripts/'),
  );
  const problems = [];
  const texts = new Map();
  for (const oldRel of scanned) {
    const newRel = moves.get(oldRel) ?? oldRel;
    const text = splitIndexes.has(oldRel)
      ? null
      : rewrite(oldRel, newRel, moves, splitIndexes, problems);
    if (text !== null && text !== parse(oldRel).text) texts.set(newRel, text);
  }
  // A split index's halves name their own module's files: the same relative specifiers.
  for (const [rel, { coreRel, serverRel }] of splitIndexes) {
    const halves = splitIndexTexts(rel, moves);
    texts.set(coreRel, halves.core);
    texts.set(serverRel, halves.server);
  }
  // Problems are left for the hand-made commit only in the worker's entry (its realtime).
  const blocking = problems.filter((p) => !p.startsWith(`${WORKER_MAIN_FROM}:`));
  for (const p of problems) console.error(`split-core: ${p}`);
  if (blocking.length) process.exit(1);

  const report = [...moves].sort(([a], [b]) => a.localeCompare(b));
  if (dry) {
    for (const [from, to] of report)
      console.log(`${from} -> ${to}${splitIndexes.has(from) ? ' (split)' : ''}`);
    console.log(`${moves.size} files would move`);
    return;
  }
  for (const [from, to] of report) {
    fs.mkdirSync(path.dirname(abs(to)), { recursive: true });
    git('mv', from, to);
  }
  for (const [from, to] of [
    ['server/drizzle', 'core/drizzle'],
    ['server/drizzle.config.ts', 'core/drizzle.config.ts'],
  ]) {
    if (fs.existsSync(abs(from))) git('mv', from, to);
  }
  // Longer specifiers (`@marquee/core/…`) can push a line past the width: the output is
  // formatted as `npm run lint` wants it, so the hand-made commits after it touch no such line.
  for (const [rel, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    const options = (await prettier.resolveConfig(abs(rel))) ?? {};
    fs.writeFileSync(abs(rel), await prettier.format(text, { ...options, filepath: abs(rel) }));
    git('add', rel);
  }
  console.log(
    `split-core: moved ${moves.size} files (${splitIndexes.size} module indexes split), ` +
      `rewrote imports in ${texts.size} files`,
  );
}

await main();
