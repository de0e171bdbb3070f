import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { displays } from '@marquee/core/db/schema/index.js';
import { openTestDatabase } from './support/test-database.js';
import { startTestServer } from './support/test-server.js';
import { pairScreens } from './support/paired-screens.js';

const database = await openTestDatabase();
afterAll(() => database.close());

it('writes a last-seen still waiting for its batch when the server closes', async () => {
  // Ahead of the real time pairing writes, so the first poll is the first last-seen.
  let clock = new Date(Date.now() + 24 * 3600_000);
  const s = await startTestServer({ database, now: () => clock });
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Lobby' }, owner.token)).body;
  const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
  const poll = () =>
    s.api.request('GET', `/api/locations/${location.id}/playback`, { token: screen!.displayToken });
  expect((await poll()).status).toBe(200);

  // Two minutes on, last-seen falls due again: a cached screen's goes into the next batch.
  clock = new Date(clock.getTime() + 2 * 60_000);
  expect((await poll()).status).toBe(200);
  await s.close();

  const [row] = await database.db
    .select({ lastSeenAt: displays.lastSeenAt })
    .from(displays)
    .where(eq(displays.id, screen!.displayId));
  expect(row!.lastSeenAt).toEqual(clock);
});
