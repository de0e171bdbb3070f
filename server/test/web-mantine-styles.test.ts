import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dashboard loads Mantine's stylesheet per component (web/src/app/mantine-styles.ts), so a
 * component used without its file renders unstyled: a colour input without its swatch or picker,
 * a slider without its track. Every component imported from @mantine/core that has a stylesheet
 * of its own must have it listed there.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const webSrc = path.join(repoRoot, 'web', 'src');
const stylesDir = path.join(repoRoot, 'node_modules', '@mantine', 'core', 'styles');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

function mantineComponentsUsed(): Set<string> {
  const used = new Set<string>();
  const importBlock = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g;
  for (const file of sourceFiles(webSrc))
    for (const [, names] of fs.readFileSync(file, 'utf8').matchAll(importBlock))
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) used.add(name);
      }
  return used;
}

describe("the dashboard's Mantine stylesheets", () => {
  it('include the stylesheet of every component the dashboard uses', () => {
    const listed = new Set(
      [
        ...fs
          .readFileSync(path.join(webSrc, 'app', 'mantine-styles.ts'), 'utf8')
          .matchAll(/@mantine\/core\/styles\/(\w+)\.css/g),
      ].map(([, name]) => name!),
    );
    const withStylesheet = (name: string) => fs.existsSync(path.join(stylesDir, `${name}.css`));
    const used = [...mantineComponentsUsed()];
    // The scan finds the components (a broken pattern would find none and pass).
    expect(used).toEqual(expect.arrayContaining(['Button', 'ColorInput', 'Slider']));
    expect(used.filter((name) => withStylesheet(name) && !listed.has(name))).toEqual([]);
    // A colour input draws its swatch and opens a picker: both need their own files.
    expect(['ColorSwatch', 'ColorPicker'].filter((name) => !listed.has(name))).toEqual([]);
  });
});
