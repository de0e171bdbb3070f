import { execSync } from 'node:child_process';
import { json, registerAccount, startMarquee, uploadFile } from './support.js';
const m = await startMarquee();
const s = await registerAccount(m.url);
const ids: number[] = [];
for (let i = 0; i < 100; i++)
  ids.push((await json<{ id: number }>(`${m.url}/api/locations`, 'POST', { name: `L${i}` }, s)).id);
execSync('ffmpeg -y -loglevel error -f lavfi -i color=red:s=64x64 -frames:v 1 /tmp/zz.png');
const item = await uploadFile(m.url, s, '/tmp/zz.png', { locationIds: ids.join(',') });
while ((await json(`${m.url}/api/content/${item.id}`, 'GET', undefined, s)).status !== 'ready')
  await new Promise((r) => setTimeout(r, 200));
const screens: { l: number; t: string; e?: string }[] = [];
for (let i = 0; i < 300; i++) {
  const l = ids[i % 100]!;
  const { pairingCode } = await json(`${m.url}/api/locations/${l}/pairing-code`, 'POST', {}, s);
  const { displayToken } = await json(`${m.url}/api/pair-display`, 'POST', { code: pairingCode });
  screens.push({ l, t: displayToken });
}
const fetchAll = async () => {
  const t = performance.now();
  const st = await Promise.all(
    screens.map(async (sc) => {
      const r = await fetch(`${m.url}/api/locations/${sc.l}/playback`, {
        headers: { authorization: `Bearer ${sc.t}`, ...(sc.e ? { 'if-none-match': sc.e } : {}) },
      });
      await r.arrayBuffer();
      sc.e = r.headers.get('etag')!;
      return r.status;
    }),
  );
  console.log(
    'fetch all',
    (performance.now() - t).toFixed(0),
    'ms',
    st.filter((x) => x === 200).length,
    '200s',
  );
};
const builds = async () =>
  (await (await fetch(`${m.url}/metrics`)).text())
    .split('\n')
    .find((l) => l.startsWith('marquee_snapshot_builds_total'));
await fetchAll();
await fetchAll();
console.log(await builds());
let t = performance.now();
await json(`${m.url}/api/content/${item.id}`, 'PATCH', { originalName: 'renamed.png' }, s);
console.log('PATCH', (performance.now() - t).toFixed(0), 'ms');
await fetchAll();
console.log(await builds());
t = performance.now();
await json(`${m.url}/api/locations/${ids[0]}`, 'PUT', { name: 'q' }, s);
console.log('PUT', (performance.now() - t).toFixed(0), 'ms');
await m.stop();
