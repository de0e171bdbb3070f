import sharp from 'sharp';
import type { ContentItem, Location, Schedule } from '@marquee/protocol';
import type { apiClient } from './api-client.js';

type Api = ReturnType<typeof apiClient>;

/** An account with one of everything, so every kind of id a route takes exists for it. */
export interface Tenant {
  email: string;
  password: string;
  token: string;
  userId: number;
  location: Location;
  content: ContentItem;
  schedule: Schedule;
  displayId: number;
  displayToken: string;
  /** An active emergency alert on every location, and a pre-staged message. */
  alertId: number;
  presetId: number;
  /** The uploaded file's capability URL (`/media/<folder>/<file>`). */
  mediaUrl: string;
}

export type IdKind = 'location' | 'content' | 'schedule' | 'display' | 'user' | 'alert' | 'preset';

export function idOf(t: Tenant, kind: IdKind): number {
  const ids: Record<IdKind, number> = {
    location: t.location.id,
    content: t.content.id,
    schedule: t.schedule.id,
    display: t.displayId,
    user: t.userId,
    alert: t.alertId,
    preset: t.presetId,
  };
  return ids[kind];
}

let png: Promise<Buffer> | undefined;
const tinyPng = () =>
  (png ??= sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .png()
    .toBuffer());

function expectStatus(what: string, res: { status: number; body: unknown }, status: number) {
  if (res.status !== status)
    throw new Error(`seeding a tenant: ${what} gave ${res.status} ${JSON.stringify(res.body)}`);
}

/** Registers an account and gives it a location, an uploaded image, a schedule and a paired screen. */
export async function seedTenant(baseUrl: string, api: Api): Promise<Tenant> {
  const { token, user, password } = await api.register();
  const loc = await api.post('/api/locations', { name: 'Lobby', timezone: 'UTC' }, token);
  expectStatus('a location', loc, 201);
  const location = loc.body as Location;

  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await tinyPng())], { type: 'image/png' }), 'a.png');
  const uploaded = await fetch(`${baseUrl}/api/content/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const content = (await uploaded.json()) as ContentItem;
  expectStatus('an upload', { status: uploaded.status, body: content }, 201);

  expectStatus(
    'a playlist',
    await api.put(
      `/api/locations/${location.id}/playlist`,
      { items: [{ contentId: content.id, displayDuration: 10 }] },
      token,
    ),
    200,
  );
  const sched = await api.post(
    '/api/schedules',
    {
      name: 'Mornings',
      locationId: location.id,
      startDate: '2026-01-01',
      startTime: '09:00',
      endTime: '12:00',
      isRecurring: true,
    },
    token,
  );
  expectStatus('a schedule', sched, 201);
  const assigned = await api.post(
    '/api/schedule-content',
    { scheduleId: sched.body.id, contentItemId: content.id },
    token,
  );
  expectStatus('a schedule assignment', assigned, 201);

  const code = await api.post(`/api/locations/${location.id}/pairing-code`, {}, token);
  expectStatus('a pairing code', code, 201);
  const paired = await api.post('/api/pair-display', { code: code.body.pairingCode });
  expectStatus('pairing a screen', paired, 200);

  const alert = await api.post(
    '/api/emergency/alerts',
    { message: 'Drill', severity: 'info', locationIds: null },
    token,
  );
  expectStatus('an emergency alert', alert, 201);
  const preset = await api.post(
    '/api/emergency/presets',
    { message: 'Fire', severity: 'critical' },
    token,
  );
  expectStatus('a pre-staged message', preset, 201);

  return {
    email: user.email,
    password,
    token,
    userId: user.id,
    location,
    content,
    schedule: sched.body as Schedule,
    displayId: paired.body.displayId as number,
    displayToken: paired.body.displayToken as string,
    alertId: alert.body.id as number,
    presetId: preset.body.id as number,
    mediaUrl: new URL(content.fileUrl!, baseUrl).pathname,
  };
}
