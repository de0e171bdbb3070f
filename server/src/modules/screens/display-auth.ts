import type { Request } from 'express';

/** Screens present their display token as a Bearer header (they have no cookie session). */
export function bearerToken(req: Request): string | undefined {
  return req.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
