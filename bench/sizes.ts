// What a screen and a signed-in owner really download: every JS and CSS file that /display and the
// dashboard's Overview load in headless Chromium, summed as transferred with the encoding the server
// chose (brotli, gzip), against an anchor of the same files' raw sizes. The dashboard is reported
// twice: its first paint (the entry and the Overview's chunks with everything they import
// statically, from the build manifest: what must arrive before the Overview can be drawn) and
// everything the page fetched once its charts are drawn (lazy chunks included).
// Usage: npm run build && npx tsx bench/sizes.ts   (SIZES_LIST=1 lists every file)
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { pairedScreen, registerAccount, root, startMarquee } from './support.js';

interface Fetched {
  file: string;
  size: number;
  encoding: string;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The files the build says `entries` need before they run: static imports and their CSS. */
function staticClosure(entries: string[]): Set<string> {
  const manifestFile = path.join(root, 'web/dist/.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in ${manifestFile}`);
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  entries.forEach(visit);
  return files;
}

/** Loads `url` in a fresh profile (empty cache) and sums the encoded bodies of its JS and CSS. */
async function load(
  browser: Browser,
  url: string,
  acceptEncoding: string,
  prepare: (origin: string) => { cookie?: string; storage?: [string, string] },
  ready: (page: Page) => Promise<unknown>,
): Promise<Fetched[]> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    extraHTTPHeaders: { 'accept-encoding': acceptEncoding },
  });
  const { cookie, storage } = prepare(origin);
  if (cookie) await context.addCookies([{ name: 'marquee_session', value: cookie, url: origin }]);
  if (storage)
    await context.addInitScript(
      ([k, v]) => localStorage.setItem(k, v),
      storage as [string, string],
    );
  const page = await context.newPage();
  const seen: Promise<Fetched>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    seen.push(
      res.finished().then(async () => ({
        file: new URL(res.url()).pathname,
        size: (await res.request().sizes()).responseBodySize,
        encoding: (await res.headerValue('content-encoding')) ?? 'identity',
      })),
    );
  });
  await page.goto(url);
  // On a busy machine "network idle" can come before the lazy chunks are even asked for: wait
  // for the page's own sign that it is fully drawn first.
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const files = await Promise.all(seen);
  await context.close();
  return files;
}

async function rawBytes(origin: string, files: string[]): Promise<number> {
  let total = 0;
  for (const file of files) {
    const res = await fetch(origin + file, { headers: { 'accept-encoding': 'identity' } });
    total += (await res.arrayBuffer()).byteLength;
  }
  return total;
}

const m = await startMarquee({ LOG_LEVEL: 'warn' });
const owner = await registerAccount(m.url, 'Sizes');
const { locationId, displayToken } = await pairedScreen(m.url, owner, 'Lobby');
const credential = JSON.stringify({
  token: displayToken,
  locationId,
  displayId: 0,
  locationName: '',
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

const overviewDrawn = (page: Page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="plays-30-days"]')?.textContent?.trim(),
    undefined,
    { timeout: 60_000 },
  );
const pages = {
  'player (/display)': {
    url: `${m.url}/display?location=${locationId}`,
    prepare: () => ({ storage: ['marquee.display', credential] as [string, string] }),
    ready: (page: Page) => page.waitForLoadState('load'),
    firstPaint: null,
  },
  dashboard: {
    url: `${m.url}/`,
    prepare: () => ({ cookie: owner }),
    ready: overviewDrawn,
    // A signed-in owner's / fetches the client dashboard chunk (home.tsx) and draws the Overview
    // once it and its static imports have run; charts and live updates may come later.
    firstPaint: staticClosure(['index.html', 'src/app/routes/client-dashboard.tsx']),
  },
};
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
const sum = (files: Fetched[]) => files.reduce((total, f) => total + f.size, 0);
const encodings = (files: Fetched[]) => [...new Set(files.map((f) => f.encoding))].join('+');
function row(name: string, br: Fetched[], gz: Fetched[], raw: number) {
  console.log(
    `${name.padEnd(44)} ${String(br.length).padStart(2)} JS/CSS files   brotli ${kb(sum(br))} ` +
      `(${encodings(br)})   gzip ${kb(sum(gz))} (${encodings(gz)})   anchor raw ${kb(raw)}`,
  );
}
for (const [name, { url, prepare, ready, firstPaint }] of Object.entries(pages)) {
  const br = await load(browser, url, 'br, gzip', prepare, ready);
  const gz = await load(browser, url, 'gzip', prepare, ready);
  const names = [...new Set(br.map((f) => f.file))];
  if (process.env.SIZES_LIST) {
    const gzOf = new Map(gz.map((f) => [f.file, f.size]));
    for (const f of [...br].sort((a, b) => a.size - b.size))
      console.log(
        `  ${firstPaint && !firstPaint.has(f.file) ? 'lazy ' : 'first'} ${f.file.padEnd(52)} ` +
          `br ${String(f.size).padStart(7)}  gzip ${String(gzOf.get(f.file) ?? '?').padStart(7)}`,
      );
  }
  const raws = new Map<string, number>();
  for (const file of names) raws.set(file, await rawBytes(m.url, [file]));
  const rawOf = (files: Fetched[]) => files.reduce((t, f) => t + (raws.get(f.file) ?? 0), 0);
  if (!firstPaint) {
    row(name, br, gz, rawOf(br));
    continue;
  }
  const missing = [...firstPaint].filter((file) => !names.includes(file));
  if (missing.length) throw new Error(`first-paint files never fetched: ${missing.join(', ')}`);
  const first = (files: Fetched[]) => files.filter((f) => firstPaint.has(f.file));
  row(`${name}: first paint (before lazy chunks)`, first(br), first(gz), rawOf(first(br)));
  row(`${name}: everything (charts drawn)`, br, gz, rawOf(br));
}
await browser.close();
await m.stop();
