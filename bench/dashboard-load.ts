// Embedded mode under dashboard load: `clients` keep-alive dashboard clients (four per account,
// sharing its session, as four open tabs would) send the dashboard's own calls back to back,
// one in ten a rename, while screens poll their playback with If-None-Match. Latency of every
// request, the screens' apart. Anchor, same server and run: the same screens with one
// dashboard client, i.e. what each call costs when nobody queues. Quiet and loaded phases
// alternate.
// Usage: npm run build && npx tsx bench/dashboard-load.ts [clients] [seconds] [rounds]
import http from 'node:http';
import { median, pairedScreen, registerAccount, startMarquee } from './support.js';

const clients = Number(process.argv[2] ?? 200);
const seconds = Number(process.argv[3] ?? 20);
const rounds = Number(process.argv[4] ?? 2);
const TABS_PER_ACCOUNT = 4;
const SCREEN_LOOPS = 20;
const SCREEN_PAUSE_MS = 50;

interface Account {
  token: string;
  locations: number[];
}
interface Screen {
  locationId: number;
  displayToken: string;
  etag: string;
}

const marquee = await startMarquee();
// Each client has its own connection, as separate browsers and screens do: one shared agent
// queues requests behind each other on the client side, which is not what is measured here.
const agents = new Map<string, http.Agent>();
const client = (name: string) => {
  if (!agents.has(name)) agents.set(name, new http.Agent({ keepAlive: true, maxSockets: 1 }));
  return agents.get(name)!;
};

function get(
  agent: http.Agent,
  path: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; ms: number; etag?: string }> {
  const t = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${marquee.url}${path}`, { method, agent, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - t,
          etag: res.headers.etag,
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const accounts: Account[] = [];
const screens: Screen[] = [];
for (let a = 0; a < Math.ceil(clients / TABS_PER_ACCOUNT); a++) {
  const token = await registerAccount(marquee.url, `Load ${a}`);
  const account: Account = { token, locations: [] };
  for (let l = 0; l < 2; l++) {
    const { locationId, displayToken } = await pairedScreen(marquee.url, token, `Shop ${a}.${l}`);
    account.locations.push(locationId);
    const first = await get(client('seed'), `/api/locations/${locationId}/playback`, 'GET', {
      authorization: `Bearer ${displayToken}`,
    });
    screens.push({ locationId, displayToken, etag: first.etag! });
  }
  accounts.push(account);
}

const pick = <T>(xs: T[]): T => xs[Math.floor(Math.random() * xs.length)]!;

/** One of the dashboard's calls, as its tabs make them. */
function dashboardCall(agent: http.Agent, account: Account, n: number) {
  const auth = { authorization: `Bearer ${account.token}` };
  const loc = pick(account.locations);
  if (n % 10 === 9) {
    return get(
      agent,
      `/api/locations/${loc}`,
      'PUT',
      { ...auth, 'content-type': 'application/json' },
      JSON.stringify({ name: `Shop ${loc} ${n}` }),
    );
  }
  return get(
    agent,
    pick([
      '/api/auth/user',
      '/api/locations',
      '/api/content',
      '/api/schedules',
      '/api/billing',
      `/api/locations/${loc}/displays`,
      `/api/locations/${loc}/playlist`,
      `/api/locations/${loc}/playback`,
    ]),
    'GET',
    auth,
  );
}

interface Phase {
  dashboard: number[];
  screens: number[];
  refused: number;
  failed: number;
}

/**
 * Every client's connection is opened (anew: the server closes idle ones after 5 s) before the
 * timed part, as open dashboards and screens hold theirs: what is measured is how requests are
 * served, not a burst of new connections, which is the reconnect storm's subject.
 */
async function connect(dashboardClients: number) {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
  const names = [
    ...Array.from({ length: dashboardClients }, (_, c) => `dashboard ${c}`),
    ...Array.from({ length: SCREEN_LOOPS }, (_, i) => `screen ${i}`),
  ];
  await Promise.all(names.map((name) => get(client(name), '/api/config/public', 'GET', {})));
}

async function phase(dashboardClients: number): Promise<Phase> {
  await connect(dashboardClients);
  const result: Phase = { dashboard: [], screens: [], refused: 0, failed: 0 };
  const deadline = Date.now() + seconds * 1000;
  const dashboardLoop = async (c: number) => {
    const account = accounts[Math.floor(c / TABS_PER_ACCOUNT) % accounts.length]!;
    for (let n = c; Date.now() < deadline; n++) {
      const r = await dashboardCall(client(`dashboard ${c}`), account, n);
      result.dashboard.push(r.ms);
      if (r.status === 503) result.refused++;
      else if (r.status >= 400) result.failed++;
    }
  };
  const screenLoop = async (i: number) => {
    while (Date.now() < deadline) {
      const s = pick(screens);
      const r = await get(client(`screen ${i}`), `/api/locations/${s.locationId}/playback`, 'GET', {
        authorization: `Bearer ${s.displayToken}`,
        'if-none-match': s.etag,
      });
      if (r.etag) s.etag = r.etag;
      result.screens.push(r.ms);
      if (r.status >= 400) result.failed++;
      await new Promise((resolve) => setTimeout(resolve, SCREEN_PAUSE_MS));
    }
  };
  await Promise.all([
    ...Array.from({ length: dashboardClients }, (_, c) => dashboardLoop(c)),
    ...Array.from({ length: SCREEN_LOOPS }, (_, i) => screenLoop(i)),
  ]);
  return result;
}

const quiet: Phase[] = [];
const loaded: Phase[] = [];
for (let round = 0; round < rounds; round++) {
  const sides = [
    async () => quiet.push(await phase(1)),
    async () => loaded.push(await phase(clients)),
  ];
  if (round % 2) sides.reverse();
  for (const side of sides) await side();
}
for (const agent of agents.values()) agent.destroy();
await marquee.stop();

const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const all = (ps: Phase[], k: 'dashboard' | 'screens') => ps.flatMap((p) => p[k]);
const stats = (xs: number[]) => ({ p50: pct(xs, 0.5), p99: pct(xs, 0.99), max: Math.max(...xs) });
const fmt = (xs: number[]) => {
  const s = stats(xs);
  return `${String(xs.length).padStart(7)} req   p50 ${s.p50.toFixed(1).padStart(7)} ms   p99 ${s.p99.toFixed(1).padStart(8)} ms   max ${s.max.toFixed(0).padStart(6)} ms`;
};
const count = (ps: Phase[], k: 'refused' | 'failed') => ps.reduce((n, p) => n + p[k], 0);
const over15s = (xs: number[]) => xs.filter((ms) => ms > 15_000).length;

console.log(
  `${accounts.length} accounts, ${screens.length} screens, ${SCREEN_LOOPS} screen poll loops; ` +
    `${rounds} alternating rounds of ${seconds} s per side`,
);
console.log(`anchor, 1 dashboard client:   dashboard ${fmt(all(quiet, 'dashboard'))}`);
console.log(`                              screens   ${fmt(all(quiet, 'screens'))}`);
console.log(
  `${String(clients).padStart(3)} dashboard clients:         dashboard ${fmt(all(loaded, 'dashboard'))}`,
);
console.log(`                              screens   ${fmt(all(loaded, 'screens'))}`);
const loadedDashboard = all(loaded, 'dashboard');
console.log(
  `loaded: ${count(loaded, 'refused')} refused (503), ${count(loaded, 'failed')} failed, ` +
    `${over15s(loadedDashboard)} over 15 s (${((100 * over15s(loadedDashboard)) / loadedDashboard.length).toFixed(2)} %)`,
);
console.log(
  `ratios loaded/anchor: dashboard p50 ${(stats(loadedDashboard).p50 / stats(all(quiet, 'dashboard')).p50).toFixed(1)}, ` +
    `screens p99 ${(stats(all(loaded, 'screens')).p99 / stats(all(quiet, 'screens')).p99).toFixed(1)}; ` +
    `median per-round dashboard throughput ${median(loaded.map((p) => p.dashboard.length / seconds)).toFixed(0)} req/s`,
);
