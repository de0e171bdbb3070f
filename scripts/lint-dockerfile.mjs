// CI cannot run Docker, so it checks the Dockerfile's basics instead (no hadolint in Debian):
// multi-stage, every image pinned (no `latest`, no bare name), and every final stage (one no
// other stage builds on or copies from) runs as a non-root USER and has a HEALTHCHECK, directly or inherited;
// and the `api` image installs none of the media tools only the worker uses.
// Usage: node scripts/lint-dockerfile.mjs [Dockerfile]
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'Dockerfile';
// Continuation lines joined, comments dropped.
const lines = readFileSync(file, 'utf8')
  .replace(/\\\r?\n/g, ' ')
  .split(/\r?\n/)
  .map((l) => l.trim())
  .filter((l) => l && !l.startsWith('#'));

const stages = [];
for (const line of lines) {
  const [instruction = '', ...rest] = line.split(/\s+/);
  const op = instruction.toUpperCase();
  if (op === 'FROM') {
    const args = rest.filter((a) => !a.startsWith('--'));
    const asAt = args.findIndex((a) => a.toUpperCase() === 'AS');
    stages.push({ base: args[0], name: asAt >= 0 ? args[asAt + 1] : undefined, ops: [] });
  } else if (stages.length) stages.at(-1).ops.push({ op, args: rest });
}

const problems = [];
if (stages.length < 2)
  problems.push('not multi-stage: build and runtime belong in separate stages');
const byName = new Map(stages.filter((s) => s.name).map((s) => [s.name, s]));
for (const s of stages) {
  if (byName.has(s.base)) continue;
  const [, tag] = s.base.split(/:(?=[^/]*$)/);
  if (!tag && !s.base.includes('@')) problems.push(`FROM ${s.base}: pin a tag`);
  if (tag === 'latest') problems.push(`FROM ${s.base}: "latest" is not a pinned tag`);
}

/** The stage's instructions after its parents' (a stage inherits USER and HEALTHCHECK). */
const chain = (s) => [...(byName.has(s.base) ? chain(byName.get(s.base)) : []), ...s.ops];
// Stages other stages build on or copy from are intermediate; the rest are images people run.
const used = new Set(stages.map((s) => s.base));
for (const s of stages)
  for (const o of s.ops)
    for (const a of o.args) if (a.startsWith('--from=')) used.add(a.slice('--from='.length));
const finals = stages.filter((s) => !s.name || !used.has(s.name));
for (const s of finals) {
  const label = s.name ?? `stage FROM ${s.base}`;
  const ops = chain(s);
  const user = ops.filter((o) => o.op === 'USER').at(-1)?.args[0];
  if (!user || /^(root|0)(:|$)/.test(user)) problems.push(`${label}: no non-root USER`);
  if (!ops.some((o) => o.op === 'HEALTHCHECK' && o.args[0]?.toUpperCase() !== 'NONE'))
    problems.push(`${label}: no HEALTHCHECK`);
}

// API nodes never run ffmpeg, poppler or LibreOffice: only the worker image may carry them.
const MEDIA_TOOLS = /\b(ffmpeg|poppler-utils|libreoffice[\w-]*)\b/;
const api = byName.get('api');
if (!api) problems.push('no `api` stage: docker-compose.yml builds the API nodes from it');
else
  for (const o of chain(api))
    if (o.op === 'RUN' && MEDIA_TOOLS.test(o.args.join(' ')))
      problems.push(
        `api: installs media tools (${o.args.join(' ').match(MEDIA_TOOLS)[0]}); they belong in the worker image`,
      );

if (problems.length) {
  console.error(`${file}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `${file}: ${stages.length} stages; final ${finals.map((s) => s.name).join(', ')} run as non-root with a HEALTHCHECK`,
);
