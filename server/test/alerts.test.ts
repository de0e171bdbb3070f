import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DISPLAY_MEDIA_ERROR_EVENT,
  DISPLAY_NAMESPACE,
  type AlertChannels,
  type AlertDelivery,
} from '@marquee/protocol';
import { startTestServer, type TestServer } from './support/test-server.js';
import { decodeQuotedPrintable, startSmtpInbox, type SmtpInbox } from './support/smtp-inbox.js';
import { startWebhookReceiver } from './support/webhook-receiver.js';
import { pairScreens } from './support/paired-screens.js';
import { waitFor } from './support/wait-for.js';
import { closeSockets, connected, socketTo } from './support/sockets.js';

let s: TestServer;
let inbox: SmtpInbox;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  receiver = await startWebhookReceiver();
  s = await startTestServer({
    config: {
      mail: { smtpUrl: inbox.url, from: 'Marquee <alerts@example.com>' },
      // Scans and retries in tenths of a second, so a test waits moments, not minutes.
      alerts: { scanEveryMs: 200, retry: { attempts: 4, backoffMs: 100 } },
    },
  });
});
afterAll(async () => {
  closeSockets();
  await s?.close();
  await inbox?.close();
  await receiver?.close();
});

async function watchedScreen(rules: Record<string, unknown>) {
  const owner = await s.api.register();
  const location = (await s.api.post('/api/locations', { name: 'Harbour Café' }, owner.token)).body;
  const [screen] = await pairScreens(s.api, owner.token, location.id, 1);
  const channels = (
    await s.api.put(
      '/api/alerts/channels',
      { emailEnabled: true, webhookUrl: receiver.url },
      owner.token,
    )
  ).body as AlertChannels;
  receiver.setSecret(channels.webhookSecret);
  expect((await s.api.put(`/api/locations/${location.id}/alerts`, rules, owner.token)).status).toBe(
    200,
  );
  const connect = async () => {
    const socket = socketTo(s.url, DISPLAY_NAMESPACE, {
      auth: { token: screen!.displayToken, locationId: location.id },
    });
    await connected(socket);
    return socket;
  };
  const deliveries = async () =>
    (await s.api.get('/api/alerts/deliveries', owner.token)).body as AlertDelivery[];
  return { owner, location, screen: screen!, connect, deliveries };
}
/** The screen's interval is open: a disconnect from here on is a real one. */
const onlineNow = async (token: string, displayId: number) => {
  const range = `from=${new Date(Date.now() - 60_000).toISOString()}&to=${new Date(Date.now() + 60_000).toISOString()}`;
  const body = (await s.api.get(`/api/displays/${displayId}/uptime?${range}`, token)).body as {
    intervals: { online: boolean }[];
  };
  return body.intervals.at(-1)?.online === true;
};
const mailsTo = (email: string) => inbox.received.filter((m) => m.to.includes(email));
const hooksFor = (displayId: number, event: string) =>
  receiver.verified.filter((b) => b.display.id === displayId && b.event === event);

describe('offline alerts', () => {
  it('sends one email and one signed webhook past the threshold, retries a failing receiver, and one back-online message', async () => {
    const { owner, screen, connect, deliveries } = await watchedScreen({
      offlineEnabled: true,
      offlineMinutes: 0.02,
      mediaErrorsEnabled: false,
    });
    const socket = await connect();
    await waitFor(() => onlineNow(owner.token, screen.displayId));
    receiver.failNext(1);
    socket.disconnect();

    const mail = await inbox.mailTo(owner.user.email, 0);
    expect(decodeQuotedPrintable(mail.raw)).toMatch(/screen 1.* at Harbour Caf.* is offline\./);
    await waitFor(() => hooksFor(screen.displayId, 'offline').length === 1);
    const webhook = (await deliveries()).find((d) => d.channel === 'webhook')!;
    expect(webhook).toMatchObject({ event: 'offline', status: 'sent', attempts: 2 });
    expect(webhook.lastError).toMatch(/500/);

    // Two workers scanning at once, and more scans later: still one alert for this incident.
    await Promise.all([s.services.alerts.scan(), s.services.alerts.scan()]);
    await connect();
    await inbox.mailTo(owner.user.email, 1);
    await waitFor(() => hooksFor(screen.displayId, 'online').length === 1);
    await Promise.all([s.services.alerts.scan(), s.services.alerts.scan()]);
    await waitFor(async () => (await deliveries()).every((d) => d.status === 'sent'));

    const subjects = mailsTo(owner.user.email).map((m) =>
      /is offline/.test(decodeQuotedPrintable(m.raw))
        ? 'offline'
        : /back online/.test(decodeQuotedPrintable(m.raw))
          ? 'online'
          : 'other',
    );
    expect(subjects).toEqual(['offline', 'online']);
    expect(hooksFor(screen.displayId, 'offline')).toHaveLength(1);
    expect(hooksFor(screen.displayId, 'online')).toHaveLength(1);
    expect(receiver.refused).toEqual([]);
    expect((await deliveries()).map((d) => `${d.event}/${d.channel}`).sort()).toEqual([
      'offline/email',
      'offline/webhook',
      'online/email',
      'online/webhook',
    ]);
  });

  it('marks a delivery failed when every try fails', async () => {
    const { owner, screen, connect, deliveries } = await watchedScreen({
      offlineEnabled: true,
      offlineMinutes: 0.01,
      mediaErrorsEnabled: false,
    });
    const socket = await connect();
    await waitFor(() => onlineNow(owner.token, screen.displayId));
    receiver.failNext(4);
    socket.disconnect();
    const failed = await waitFor(async () =>
      (await deliveries()).find((d) => d.channel === 'webhook' && d.status === 'failed'),
    );
    expect(failed.attempts).toBe(4);
    expect(hooksFor(screen.displayId, 'offline')).toEqual([]);
  });
});

describe('media error alerts', () => {
  it('alerts once per file however often the screen reports it', async () => {
    const { owner, screen, connect, deliveries } = await watchedScreen({
      offlineEnabled: false,
      offlineMinutes: 10,
      mediaErrorsEnabled: true,
    });
    const socket = await connect();
    socket.emit(DISPLAY_MEDIA_ERROR_EVENT, { contentId: 9, file: 'promo.mp4', error: 'decode' });
    socket.emit(DISPLAY_MEDIA_ERROR_EVENT, { contentId: 9, file: 'promo.mp4', error: 'decode' });
    const mail = await inbox.mailTo(owner.user.email, 0);
    expect(decodeQuotedPrintable(mail.raw)).toMatch(/promo\.mp4: decode/);
    await waitFor(() => hooksFor(screen.displayId, 'media_error').length === 1);
    await waitFor(async () => (await deliveries()).every((d) => d.status === 'sent'));
    expect(await deliveries()).toHaveLength(2);
  });
});

describe('alert settings', () => {
  it('refuses bad input with 400 and another account’s location with 404', async () => {
    const owner = await s.api.register();
    const location = (await s.api.post('/api/locations', { name: 'Kiosk' }, owner.token)).body;
    for (const webhookUrl of ['javascript:alert(1)', 'ftp://example.com/x', 'not a url', 42]) {
      const res = await s.api.put(
        '/api/alerts/channels',
        { emailEnabled: true, webhookUrl },
        owner.token,
      );
      expect(res.status).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    for (const offlineMinutes of [-1, 0, 'ten', 1e9, null]) {
      const res = await s.api.put(
        `/api/locations/${location.id}/alerts`,
        { offlineEnabled: true, offlineMinutes, mediaErrorsEnabled: false },
        owner.token,
      );
      expect(res.status).toBe(400);
    }
    const stranger = await s.api.register();
    expect((await s.api.get(`/api/locations/${location.id}/alerts`, stranger.token)).status).toBe(
      404,
    );
    expect(
      (
        await s.api.put(
          `/api/locations/${location.id}/alerts`,
          { offlineEnabled: true, offlineMinutes: 5, mediaErrorsEnabled: true },
          stranger.token,
        )
      ).status,
    ).toBe(404);
    // Defaults until the owner turns something on; nothing was stored by the refused calls.
    expect((await s.api.get(`/api/locations/${location.id}/alerts`, owner.token)).body).toEqual({
      offlineEnabled: false,
      offlineMinutes: 10,
      mediaErrorsEnabled: false,
    });
    const first = (await s.api.get('/api/alerts/channels', owner.token)).body as AlertChannels;
    expect(first).toMatchObject({ emailEnabled: true, webhookUrl: null });
    const rotated = (await s.api.post('/api/alerts/channels/secret', {}, owner.token))
      .body as AlertChannels;
    expect(rotated.webhookSecret).not.toBe(first.webhookSecret);
  });
});
