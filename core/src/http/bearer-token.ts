import type { Request } from 'express';

/** The token of an `Authorization: Bearer …` header: API clients' sessions and screens' display tokens. */
export function bearerToken(req: Request): string | undefined {
  return req.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
}
