import type { PlaybackSnapshot } from '@marquee/protocol/player';
import { OFFLINE_HEADER } from './offline-header';

export class NotAllowedError extends Error {}

export type SnapshotResult =
  | { kind: 'fresh'; snapshot: PlaybackSnapshot; etag: string | null; offline: boolean }
  | { kind: 'unchanged' };

/**
 * Screens send their display token; a signed-in owner previewing sends the session cookie and
 * says so (the server refuses a preview to a screen). An unchanged snapshot costs a 304.
 */
export async function fetchSnapshot(
  locationId: number,
  token: string | null,
  etag: string | null,
  minRevision: number | null,
  preview = false,
): Promise<SnapshotResult> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (etag) headers['if-none-match'] = etag;
  // A push named a revision: a server that has not heard of it yet builds it for us.
  const query = new URLSearchParams({
    ...(minRevision !== null ? { revision: String(minRevision) } : {}),
    ...(preview ? { preview: 'true' } : {}),
  }).toString();
  const res = await fetch(`/api/locations/${locationId}/playback${query ? `?${query}` : ''}`, {
    headers,
    credentials: 'include',
    cache: 'no-cache',
  });
  if (res.status === 304) return { kind: 'unchanged' };
  if (res.status === 401 || res.status === 403 || res.status === 404)
    throw new NotAllowedError(String(res.status));
  if (!res.ok) throw new Error(`playback ${res.status}`);
  return {
    kind: 'fresh',
    snapshot: (await res.json()) as PlaybackSnapshot,
    etag: res.headers.get('etag'),
    offline: res.headers.has(OFFLINE_HEADER),
  };
}

/** SUPPORT_EMAIL, for the account-suspended screen; null when unset or unreachable. */
export async function fetchSupportEmail(): Promise<string | null> {
  const res = await fetch('/api/config/public', { credentials: 'omit' });
  if (!res.ok) throw new Error(`config ${res.status}`);
  return ((await res.json()) as { supportEmail: string | null }).supportEmail;
}
