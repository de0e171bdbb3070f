import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@marquee/core/db/schema/index.js';

/**
 * Each table is written (insert, update, delete) by one repository of the module that owns it;
 * everyone else goes through that repository (bound to a transaction when a write spans two
 * modules). Read from the source of every package that reaches the database.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const roots = ['core/src', 'server/src', 'worker/src'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [rel] : [];
  });
}

const tables = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name, value]) => ({ name, table: getTableName(value as PgTable) }));

function writersOf(files: { file: string; text: string }[], name: string, table: string) {
  const drizzle = new RegExp(`\\.(insert|update|delete)\\(\\s*${name}\\b`);
  const raw = new RegExp(`\\b(insert\\s+into|update|delete\\s+from)\\s+"?${table}"?[\\s(]`, 'i');
  return files.filter(({ text }) => drizzle.test(text) || raw.test(text)).map((f) => f.file);
}

describe('one writer per table', () => {
  const files = roots.flatMap(sourceFiles).map((file) => ({
    file,
    text: fs.readFileSync(path.join(repoRoot, file), 'utf8'),
  }));
  const writers = Object.fromEntries(
    tables.map(({ name, table }) => [table, writersOf(files, name, table)]),
  );

  it('reads the schema and finds the repositories that write it', () => {
    expect(tables.length).toBeGreaterThan(20);
    expect(writers.users).toEqual(['core/src/modules/auth/users-repo.ts']);
    expect(writers.locations).toEqual(['core/src/modules/locations/locations-repo.ts']);
  });

  it('has each table written by a single repository in core/src/modules', () => {
    const shared = Object.entries(writers).filter(([, w]) => w.length > 1);
    expect(shared, 'tables written by more than one file').toEqual([]);
    const outside = Object.entries(writers).filter(
      ([, w]) => w.length === 1 && !/^core\/src\/modules\/[^/]+\/[^/]+-repo\.ts$/.test(w[0]!),
    );
    expect(outside, 'tables written outside a module repository').toEqual([]);
  });
});
