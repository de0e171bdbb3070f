// Pairs many screens quickly: on the bench's own connection to the server's database, each screen
// gets what pairing gives it (core/src/modules/screens/pairing-service.ts, pairWithCode): a new
// display token of its own, and a display row holding its hash, inserted by core's displays
// repository, named as pairing names it. The codes pairing goes through are skipped: through HTTP,
// 10,000 pairings are 20,000 dashboard requests (about 0.23 s a pairing on the loaded 2-core
// machine, ~40 minutes), and the service's seven queries a pairing still took minutes.
import type { Database, Db } from '@marquee/core/db/client.js';
import { hashToken, newDisplayToken } from '@marquee/core/modules/auth/tokens.js';
import { locationsRepo } from '@marquee/core/modules/locations/locations-repo.js';
import { displaysRepo } from '@marquee/core/modules/screens/displays-repo.js';

export interface PairedScreen {
  locationId: number;
  token: string;
}

/** `count` screens of `userId`'s, screen i at `locationIds[i mod n]`, in one transaction. */
export async function pairScreens(
  { db }: Database,
  userId: number,
  locationIds: number[],
  count: number,
): Promise<PairedScreen[]> {
  return db.transaction(async (tx) => {
    const displays = displaysRepo(tx as unknown as Db);
    const locations = locationsRepo(tx as unknown as Db);
    const names = new Map<number, string>();
    for (const id of locationIds) {
      const location = await locations.find(userId, id);
      if (!location) throw new Error(`location ${id} is not user ${userId}'s`);
      names.set(id, location.name);
    }
    const screens: PairedScreen[] = [];
    for (let i = 0; i < count; i++) {
      const locationId = locationIds[i % locationIds.length]!;
      const token = newDisplayToken();
      const display = await displays.insert({
        userId,
        locationId,
        name: `${names.get(locationId)} screen ${Math.floor(i / locationIds.length) + 1}`,
        tokenHash: hashToken(token),
        userAgent: 'bench',
        resolution: null,
        lastSeenAt: new Date(),
      });
      if (!display) throw new Error('a display token clashed');
      screens.push({ locationId, token });
    }
    return screens;
  });
}
