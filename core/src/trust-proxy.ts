import { isIP } from 'node:net';
import { z } from 'zod';

/** Express's names for address ranges, usable in a TRUST_PROXY list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) => {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * What Express's `trust proxy` receives: false (the socket's address is the client), a number
 * of proxy hops in front, or the proxies' own addresses. Trusting every hop (`true`) would let
 * any client name its own address in X-Forwarded-For and step around per-address limits.
 */
export type TrustProxy = false | number | string[];

export const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((raw, ctx): TrustProxy => {
    if (raw === 'false' || raw === '0' || raw === '') return false;
    if (raw === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For hop, so clients could pick their own address; set the number of proxies in front (1 for one reverse proxy) or their addresses (e.g. 10.0.0.2,loopback)',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(raw)) return Number(raw);
    const entries = raw.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count or a list of addresses/CIDR ranges (loopback, linklocal, uniquelocal allowed): ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });
