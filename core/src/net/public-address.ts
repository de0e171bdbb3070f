import dns from 'node:dns';
import net from 'node:net';

export const publicAddressMessages = {
  privateAddress:
    'This address is on a private or local network; screens can only show public web pages',
  unknownHost: 'That address could not be found; check the spelling',
} as const;

/** The host is private (and that is not allowed) or does not resolve. */
export class RefusedAddressError extends Error {
  constructor(readonly why: keyof typeof publicAddressMessages) {
    super(publicAddressMessages[why]);
    this.name = 'RefusedAddressError';
  }
}

// Loopback, private, link-local, carrier-grade NAT, unique-local, multicast and unspecified
// ranges: the server and the worker fetch these pages, so they must not become a way to probe
// the network they run in.
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

export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  return PRIVATE.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
}

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

type Resolve = (host: string) => Promise<CheckedAddress[]>;

const systemResolve: Resolve = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => ({
    address: a.address,
    family: a.family === 6 ? 6 : 4,
  }));

/**
 * Resolves a host once and returns the address to connect to, refusing the host when any of its
 * addresses is private. The caller connects to exactly this address, so a second lookup (DNS
 * rebinding) cannot swap in a private one between the check and the connection.
 */
export async function resolvePublicAddress(
  hostname: string,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<CheckedAddress> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: CheckedAddress[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIPv6(host) ? 6 : 4 }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new RefusedAddressError('unknownHost');
    }
  }
  const first = addresses[0];
  if (!first) throw new RefusedAddressError('unknownHost');
  if (!allowPrivate && addresses.some((a) => isPrivateAddress(a.address)))
    throw new RefusedAddressError('privateAddress');
  return first;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http.request that hands out only the address already checked: the socket
 * connects to exactly that address, while the Host header and TLS SNI keep the name.
 */
export function pinnedLookup({ address, family }: CheckedAddress) {
  return (_hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
