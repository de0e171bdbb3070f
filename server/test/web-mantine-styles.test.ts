import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The dashboard loads Mantine's stylesheet per component (web/src/app/mantine-styles.ts), so a
 * component used without its file renders unstyled: a colour input without its swatch or picker,
 * a slider without its track. Every component imported from @mantine/core that has a stylesheet
 * of its own must have it listed there, or imported by the file that uses the component (pages
 * only some people visit bring their own).
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

/** Stylesheets a source imports itself (`@mantine/core/styles/<Name>.css`). */
const stylesImported = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map(([, name]) => name!));

/** Each file's components from @mantine/core, with the stylesheets the file imports itself. */
function mantineComponentsUsed(): { name: string; ownStyles: Set<string> }[] {
  const used: { name: string; ownStyles: Set<string> }[] = [];
  const importBlock = /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g;
  for (const file of sourceFiles(webSrc)) {
    const source = fs.readFileSync(file, 'utf8');
    const ownStyles = stylesImported(source);
    for (const [, names] of source.matchAll(importBlock))
      for (const raw of names!.split(',')) {
        const name = raw.trim().split(/\s+as\s+/)[0]!;
        if (/^[A-Z]/.test(name)) used.push({ name, ownStyles });
      }
  }
  return used;
}

describe("the dashboard's Mantine stylesheets", () => {
  it('include the stylesheet of every component the dashboard uses', () => {
    const listed = stylesImported(
      fs.readFileSync(path.join(webSrc, 'app', 'mantine-styles.ts'), 'utf8'),
    );
    const withStylesheet = (name: string) => fs.existsSync(path.join(stylesDir, `${name}.css`));
    const used = mantineComponentsUsed();
    // The scan finds the components (a broken pattern would find none and pass).
    expect(used.map((u) => u.name)).toEqual(
      expect.arrayContaining(['Button', 'ColorInput', 'Slider', 'Drawer']),
    );
    // Listed for every page, or brought by the file that uses it (a page only some visit).
    const unstyled = used.filter(
      ({ name, ownStyles }) => withStylesheet(name) && !listed.has(name) && !ownStyles.has(name),
    );
    expect([...new Set(unstyled.map((u) => u.name))]).toEqual([]);
    // A colour input draws its swatch and opens a picker: both need their own files.
    expect(['ColorSwatch', 'ColorPicker'].filter((name) => !listed.has(name))).toEqual([]);
  });
});
