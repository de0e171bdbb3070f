// What a screen and a signed-in owner really download: every JS and CSS file that /display and the
// dashboard's Overview load in headless Chromium, summed as transferred with the encoding the server
// chose (brotli, gzip), against an anchor of the same files' raw sizes.
// Usage: npm run build && npx tsx bench/sizes.ts
import { chromium, type Browser } from 'playwright-core';
import { pairedScreen, registerAccount, startMarquee } from './support.js';

interface Load {
  files: string[];
  bytes: number;
  encodings: Set<string>;
}

/** Loads `url` in a fresh profile (empty cache) and sums the encoded bodies of its JS and CSS. */
async function load(
  browser: Browser,
  url: string,
  acceptEncoding: string,
  prepare: (origin: string) => { cookie?: string; storage?: [string, string] },
): Promise<Load> {
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
  const seen: Promise<{ file: string; size: number; encoding: string }>[] = [];
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
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const files = await Promise.all(seen);
  if (process.env.SIZES_LIST) console.log(files.map((f) => `${f.file} ${f.size}`).join('\n'));
  await context.close();
  return {
    files: files.map((f) => f.file).sort(),
    bytes: files.reduce((sum, f) => sum + f.size, 0),
    encodings: new Set(files.map((f) => f.encoding)),
  };
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

const pages = {
  'player (/display)': {
    url: `${m.url}/display?location=${locationId}`,
    prepare: () => ({ storage: ['marquee.display', credential] as [string, string] }),
  },
  'dashboard (Overview, signed in)': { url: `${m.url}/`, prepare: () => ({ cookie: owner }) },
};
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(7)} KB`;
for (const [name, { url, prepare }] of Object.entries(pages)) {
  const br = await load(browser, url, 'br, gzip', prepare);
  const gz = await load(browser, url, 'gzip', prepare);
  const raw = await rawBytes(m.url, br.files);
  console.log(
    `${name.padEnd(32)} ${String(br.files.length).padStart(2)} JS/CSS files   brotli ${kb(br.bytes)} ` +
      `(${[...br.encodings].join('+')})   gzip ${kb(gz.bytes)} (${[...gz.encodings].join('+')})   ` +
      `anchor raw ${kb(raw)}`,
  );
}
await browser.close();
await m.stop();
