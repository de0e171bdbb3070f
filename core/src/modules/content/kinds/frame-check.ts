import http from 'node:http';
import https from 'node:https';
import {
  RefusedAddressError,
  pinnedLookup,
  publicAddressMessages,
  resolvePublicAddress,
  type CheckedAddress,
} from '../../../net/public-address.js';
import { badRequest } from '../../../http/errors.js';

/** Seconds the save waits for the page's headers before it gives up on checking. */
const CHECK_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

export const frameCheckMessages = publicAddressMessages;

export type FrameCheck =
  | { outcome: 'framable' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unreachable'; reason: string };

type Resolve = Parameters<typeof resolvePublicAddress>[2];

/** The address to connect to, or a 400 when the host is private (unless allowed) or unknown. */
async function checkedAddress(
  url: URL,
  allowPrivate: boolean,
  resolve: Resolve,
): Promise<CheckedAddress> {
  try {
    return await resolvePublicAddress(url.hostname, allowPrivate, resolve);
  } catch (err) {
    if (!(err instanceof RefusedAddressError)) throw err;
    throw badRequest(err.message, { url: err.message });
  }
}

interface PageHeaders {
  status: number;
  headers: Headers;
}

/** The page's status and headers, from a connection to exactly the checked address. */
function requestHeaders(url: URL, address: CheckedAddress): Promise<PageHeaders> {
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).get(
      url,
      {
        lookup: pinnedLookup(address),
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        headers: { 'user-agent': 'Marquee-Signage/1 (frame check)', accept: 'text/html' },
      },
      (res) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers))
          for (const v of [value ?? []].flat()) headers.append(name, v);
        res.destroy();
        resolve({ status: res.statusCode ?? 0, headers });
      },
    );
    request.on('error', reject);
  });
}

/**
 * Why a page refuses to be shown inside another site's frame, from its response headers, or
 * null when it allows it. Screens show pages from the Marquee origin, never the page's own.
 */
export function framingRefusal(headers: Headers): string | null {
  const xfo = headers.get('x-frame-options')?.trim().toUpperCase();
  if (xfo === 'DENY' || xfo === 'SAMEORIGIN') return `X-Frame-Options: ${xfo}`;
  for (const policy of (headers.get('content-security-policy') ?? '').split(',')) {
    const directive = policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
    if (!directive) continue;
    const sources = directive.slice(1).map((s) => s.toLowerCase());
    if (!sources.some((s) => s === '*' || s === 'https:' || s === 'http:'))
      return `Content-Security-Policy: frame-ancestors ${sources.join(' ') || "'none'"}`;
  }
  return null;
}

/**
 * Loads the page's headers once when it is saved: browsers give a frame no way to tell a page
 * that refused it, so this is how the dashboard and screens learn it. Redirects are followed by
 * hand, each hop resolved once, checked, and connected to that very address (no rebinding).
 */
export async function checkFraming(
  raw: string,
  allowPrivate: boolean,
  resolve?: Resolve,
): Promise<FrameCheck> {
  let url = new URL(raw);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const address = await checkedAddress(url, allowPrivate, resolve);
    let res: PageHeaders;
    try {
      res = await requestHeaders(url, address);
    } catch (err) {
      const why =
        err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
          ? 'no answer'
          : 'no connection';
      return { outcome: 'unreachable', reason: `Could not check the page (${why})` };
    }
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      url = new URL(location, url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return {
          outcome: 'refused',
          reason: 'The page redirects to an address screens cannot show',
        };
      continue;
    }
    const refusal = framingRefusal(res.headers);
    if (refusal) return { outcome: 'refused', reason: refusal };
    if (res.status < 200 || res.status >= 300)
      return { outcome: 'unreachable', reason: `The page answered ${res.status}` };
    return { outcome: 'framable' };
  }
  return { outcome: 'unreachable', reason: 'The page redirects too many times' };
}
