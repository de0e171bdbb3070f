/**
 * A generated request, kept symbolic where it names live data ("the owner's location"), so the
 * same case resolves against whatever the fuzz world holds when it is sent (a tenant deleted by
 * an earlier case is re-seeded with new ids).
 */
import type { IdKind } from '../support/seed-tenant.js';

export type Who = 'owner' | 'other';
export interface Ref {
  ref: Who;
  kind: IdKind;
}

/** JSON written by hand: raw number literals (1e309, -0), duplicate and `__proto__` keys. */
export type Json =
  { raw: string } | { str: string } | { id: Ref } | { arr: Json[] } | { obj: [string, Json][] };

export type PathPart = { lit: string } | { id: Ref } | { media: 'folder' | 'file' };

export type Credential =
  | 'none'
  | 'owner'
  | 'owner-cookie'
  | 'other'
  | 'admin'
  | 'screen'
  | 'screen-claim'
  | 'revoked'
  | { authorization: string }
  | { cookie: string };

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | { png: true };
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; json: Json; contentType: string | null }
  | { kind: 'text'; text: string; contentType: string | null }
  | { kind: 'bytes'; bytes: number[]; contentType: string | null }
  | {
      kind: 'multipart';
      parts: MultipartPart[];
      /** Cut the body to this fraction of its length: a client that went away mid-upload. */
      cut: number | null;
      /** `null` leaves the boundary out of the Content-Type header. */
      boundary: string | null;
    };

export interface FuzzCase {
  /** The route this case was made from, as the app registers it. */
  route: string;
  method: string;
  path: PathPart[];
  query: string;
  credential: Credential;
  headers: [string, string][];
  body: Body;
}

/** What goes on the wire. */
export interface WireRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

export function jsonText(j: Json, ids: (r: Ref) => number): string {
  if ('raw' in j) return j.raw;
  if ('str' in j) return JSON.stringify(j.str);
  if ('id' in j) return String(ids(j.id));
  if ('arr' in j) return `[${j.arr.map((x) => jsonText(x, ids)).join(',')}]`;
  return `{${j.obj.map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v, ids)}`).join(',')}}`;
}
