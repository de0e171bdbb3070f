// The longest interval between painted frames across item transitions, in Debian's Chromium.
// Marquee's player (images and a video, 1 s each) against an anchor run in the same go: a bare
// page that swaps two preloaded images on a timer. Usage: npm run build && npx tsx bench/gap.ts [transitions]
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromium, type Page } from 'playwright-core';
import {
  freePort,
  json,
  pairedScreen,
  registerAccount,
  startMarquee,
  uploadFile,
} from './support.js';

const transitions = Number(process.argv[2] ?? 50);
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-gap-'));
const make = (name: string, args: string[]) => {
  execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, path.join(dir, name)]);
  return path.join(dir, name);
};
const red = make('red.png', ['-f', 'lavfi', '-i', 'color=c=red:s=1280x720', '-frames:v', '1']);
const blue = make('blue.png', ['-f', 'lavfi', '-i', 'color=c=blue:s=1280x720', '-frames:v', '1']);
const clip = make('clip.mp4', [
  '-f',
  'lavfi',
  '-i',
  'testsrc=size=1280x720:rate=30:duration=1',
  '-c:v',
  'libx264',
  '-pix_fmt',
  'yuv420p',
]);

// Records every animation frame's timestamp; the largest gap is the worst stall the viewer saw.
// A string, because the TypeScript runner would decorate a function with helpers the page lacks.
const recordFrames = `(() => {
  window.__frames = [];
  const tick = (t) => { window.__frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})()`;
async function worstGap(page: Page, ms: number): Promise<{ worst: number; p99: number }> {
  await page.evaluate(recordFrames);
  await page.waitForTimeout(ms);
  const frames = (await page.evaluate('window.__frames')) as number[];
  const gaps = frames
    .slice(1)
    .map((t, i) => t - frames[i]!)
    .sort((a, b) => a - b);
  return { worst: gaps.at(-1)!, p99: gaps[Math.floor(gaps.length * 0.99)]! };
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

// Anchor: two stacked, preloaded images, flipped every second.
const anchorPort = await freePort();
writeFileSync(
  path.join(dir, 'anchor.html'),
  `<body style="margin:0;background:#000"><img id=a src="/red.png" style="position:fixed;inset:0;width:100%"><img id=b src="/blue.png" style="position:fixed;inset:0;width:100%;opacity:0">
   <script>let f=0;setInterval(()=>{f^=1;a.style.opacity=f?0:1;b.style.opacity=f?1:0},1000)</script>`,
);
const anchorServer = http
  .createServer((req, res) => {
    const file = path.join(dir, req.url === '/' ? 'anchor.html' : path.basename(req.url ?? ''));
    if (existsSync(file)) res.end(readFileSync(file));
    else res.writeHead(404).end();
  })
  .listen(anchorPort, '127.0.0.1');
const anchorPage = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await anchorPage.goto(`http://127.0.0.1:${anchorPort}/`);
await anchorPage.waitForTimeout(1000);
const anchor = await worstGap(anchorPage, transitions * 1000);
anchorServer.close();

// Marquee: the real player on a paired screen, red, blue and a video, 1 s each.
const m = await startMarquee();
const sessionId = await registerAccount(m.url, 'Gap');
const { locationId, displayToken } = await pairedScreen(m.url, sessionId, 'Gap');
for (const file of [red, blue, clip])
  await uploadFile(m.url, sessionId, file, {
    locationIds: String(locationId),
    displayDuration: '1',
  });
for (;;) {
  const items = await json(`${m.url}/api/content`, 'GET', undefined, sessionId);
  if (items.every((c: { status: string }) => c.status === 'ready')) break;
  await new Promise((r) => setTimeout(r, 200));
}
const page = await browser.newPage({ viewport: { width: 1280, height: 720 } });
await page.goto(`${m.url}/pair-display`);
await page.evaluate(
  ([t, l]) =>
    localStorage.setItem(
      'marquee.display',
      JSON.stringify({ token: t, locationId: Number(l), displayId: 0, locationName: '' }),
    ),
  [displayToken, String(locationId)],
);
await page.goto(`${m.url}/display?location=${locationId}`);
await page.getByTestId('overlay').waitFor();
await page.waitForTimeout(3000);
const player = await worstGap(page, transitions * 1000);
await browser.close();
await m.stop();
rmSync(dir, { recursive: true, force: true });

console.log(`${transitions} transitions (1 s per item)`);
console.log(
  `anchor: bare image flip      worst frame gap ${anchor.worst.toFixed(1)} ms   p99 ${anchor.p99.toFixed(1)} ms`,
);
console.log(
  `marquee player (img+video)   worst frame gap ${player.worst.toFixed(1)} ms   p99 ${player.p99.toFixed(1)} ms`,
);
console.log(`worst-gap ratio marquee/anchor: ${(player.worst / anchor.worst).toFixed(2)}`);
