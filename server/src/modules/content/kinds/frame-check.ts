import dns from 'node:dns/promises';
import net from 'node:net';
import { badRequest } from '../../../http/errors.js';

/** Seconds the save waits for the page's headers before it gives up on checking. */
const CHECK_TIMEOUT_MS = 5000;
const MAX_REDIRECTS = 3;

export const frameCheckMessages = {
  privateAddress:
    'This address is on a private or local network; screens can only show public web pages',
  unknownHost: 'That address could not be found; check the spelling',
} as const;

export type FrameCheck =
  | { outcome: 'framable' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'unreachable'; reason: string };

// Loopback, private, link-local, carrier-grade NAT, unique-local and unspecified ranges: the
// server fetches the address, so it must not become a way to probe the network it runs in.
const PRIVATE = new net.BlockList();
for (const [addr, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(addr, bits, 'ipv4');
for (const [addr, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(addr, bits, 'ipv6');

function isPrivate(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

/** A 400 when the host is private (unless allowed) or does not exist. */
async function assertPublicHost(url: URL, allowPrivate: boolean): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host)
      ? [host]
      : (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw badRequest(frameCheckMessages.unknownHost, { url: frameCheckMessages.unknownHost });
  }
  if (!allowPrivate && addresses.some(isPrivate))
    throw badRequest(frameCheckMessages.privateAddress, { url: frameCheckMessages.privateAddress });
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
 * hand, each hop checked like the first.
 */
export async function checkFraming(raw: string, allowPrivate: boolean): Promise<FrameCheck> {
  let url = new URL(raw);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    await assertPublicHost(url, allowPrivate);
    let res: Response;
    try {
      res = await fetch(url, {
        redirect: 'manual',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
        headers: { 'user-agent': 'Marquee-Signage/1 (frame check)', accept: 'text/html' },
      });
    } catch (err) {
      const why =
        err instanceof Error && err.name === 'TimeoutError' ? 'no answer' : 'no connection';
      return { outcome: 'unreachable', reason: `Could not check the page (${why})` };
    }
    void res.body?.cancel().catch(() => {});
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
    if (!res.ok) return { outcome: 'unreachable', reason: `The page answered ${res.status}` };
    return { outcome: 'framable' };
  }
  return { outcome: 'unreachable', reason: 'The page redirects too many times' };
}
