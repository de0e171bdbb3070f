import { describe, expect, it } from 'vitest';
import { DISPLAY_NAMESPACE, PLAYBACK_CHANGED_EVENT } from '@marquee/protocol';
import { socketTestServer } from '../../../test/support/socket-test-server.js';
import { pairScreens } from '../../../test/support/paired-screens.js';
import { connected, record, socketTo } from '../../../test/support/sockets.js';
import { waitFor } from '../../../test/support/wait-for.js';

const s = await socketTestServer();

const ticker = {
  enabled: true,
  items: ['Fresh bread at 4 pm', 'Two coffees for $5'],
  speed: 90,
  textColor: '#FFFFFF',
  backgroundColor: '#aa0000',
  position: 'bottom',
};

describe('a location’s ticker', () => {
  it('is saved with the location, pushed to its screens and carried in their snapshot', async () => {
    const owner = await s.api.register();
    const { id } = (await s.api.post('/api/locations', { name: 'Bakery' }, owner.token)).body;
    expect((await s.api.get(`/api/locations/${id}`, owner.token)).body.ticker).toBeNull();
    const [screen] = await pairScreens(s.api, owner.token, id, 1);
    const socket = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { token: screen!.displayToken, locationId: id },
    });
    const pushes = record(socket, PLAYBACK_CHANGED_EVENT);
    await connected(socket);

    const saved = await s.api.put(`/api/locations/${id}`, { ticker }, owner.token);
    expect(saved.status).toBe(200);
    // Colours are kept in lower case.
    expect(saved.body.ticker).toEqual({ ...ticker, textColor: '#ffffff' });
    await waitFor(() => pushes.length > 0);
    const snap = (await s.api.get(`/api/locations/${id}/playback?fresh=1`, screen!.displayToken))
      .body;
    expect(snap.location.ticker).toEqual({ ...ticker, textColor: '#ffffff' });

    // Switched off: screens get no ticker, the settings are kept for next time.
    await s.api.put(`/api/locations/${id}`, { ticker: { ...ticker, enabled: false } }, owner.token);
    expect(
      (await s.api.get(`/api/locations/${id}/playback?fresh=1`, owner.token)).body.location.ticker,
    ).toBeNull();
    expect((await s.api.get(`/api/locations/${id}`, owner.token)).body.ticker.items).toHaveLength(
      2,
    );
  });

  it('refuses bad settings with 400 and a clear message, changing nothing', async () => {
    const owner = await s.api.register();
    const { id } = (await s.api.post('/api/locations', { name: 'Shop', ticker }, owner.token)).body;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { items: ['x'.repeat(201)] },
        { 'ticker.items.0': 'A ticker line is at most 200 characters' },
      ],
      [
        { items: ['x'.repeat(10_000)] },
        { 'ticker.items.0': 'A ticker line is at most 200 characters' },
      ],
      [
        { items: Array.from({ length: 21 }, () => 'x') },
        { 'ticker.items': 'At most 20 ticker lines' },
      ],
      [{ items: ['tab\there'] }, { 'ticker.items.0': 'Must not contain control characters' }],
      [{ items: ['   '] }, { 'ticker.items.0': 'A ticker line cannot be empty' }],
      [{ textColor: 'red' }, { 'ticker.textColor': 'Must be a colour like #1a2b3c' }],
      [
        { backgroundColor: '#12345' },
        { 'ticker.backgroundColor': 'Must be a colour like #1a2b3c' },
      ],
      [
        { backgroundColor: 'url(x)' },
        { 'ticker.backgroundColor': 'Must be a colour like #1a2b3c' },
      ],
      [{ speed: 5 }, { 'ticker.speed': 'Speed must be at least 20' }],
      [{ speed: 1e6 }, { 'ticker.speed': 'Speed must be at most 400' }],
      [{ position: 'left' }, { 'ticker.position': 'Position must be top or bottom' }],
    ];
    for (const [change, errors] of cases) {
      const res = await s.api.put(
        `/api/locations/${id}`,
        { ticker: { ...ticker, ...change } },
        owner.token,
      );
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(res.body.errors).toEqual(errors);
      expect(res.body.message).toBe(Object.values(errors)[0]);
    }
    expect((await s.api.get(`/api/locations/${id}`, owner.token)).body.ticker.items).toEqual(
      ticker.items,
    );
  });
});
