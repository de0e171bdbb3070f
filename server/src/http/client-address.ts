import { isIPv4 } from 'node:net';
import { ipKeyGenerator } from 'express-rate-limit';
import type { Request } from 'express';

/** One client: an IPv4 address, or an IPv6 /64 (what one home or server is usually given). */
export function addressKey(req: Request): string {
  return `ip:${ipKeyGenerator(req.ip ?? '', 64)}`;
}

/**
 * The client's neighbourhood: its IPv4 /24, or its IPv6 /48, so that hopping between
 * addresses of one network (a rented block, one site) still counts into one bucket.
 */
export function networkKey(req: Request): string {
  const ip = ipKeyGenerator(req.ip ?? '', 48);
  return `net:${isIPv4(ip) ? `${ip.split('.').slice(0, 3).join('.')}.0/24` : ip}`;
}
