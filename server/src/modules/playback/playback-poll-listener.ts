import type http from 'node:http';
import { playbackApi } from '@marquee/protocol';
import { fixedSecurityHeaders } from '../../http/security-headers.js';
import { requestIdFrom } from '@marquee/core/http/request-id.js';
import { isDisplayToken } from '@marquee/core/modules/auth/index.js';
import type { PlaybackService } from '@marquee/core/modules/playback/playback-service.js';
import type { PollResult } from './playback-routes.js';
import type { SnapshotAnswer } from '@marquee/core/modules/playback/snapshot-answer.js';

const POLL = /^\/api\/locations\/([1-9]\d{0,8})\/playback(?:\?(.*))?$/;
const BEARER = /^Bearer\s+(\S+)$/i;
/**
 * Anything else in the query (preview, unknown) is Express's to answer. `fresh` is what players
 * from before revisions still send after a push: it is ignored here as by the route (a cached
 * snapshot is never skipped), so they get the cache too.
 */
const KNOWN_PARAMS = new Set(['revision', 'resolution', 'fresh']);
export const POLL_ROUTE = '/api/locations/:id/playback';

/**
 * Thousands of screens poll every 10 s and nearly every answer is "unchanged"; after a change
 * they all fetch the same new snapshot within a second. Both answers are given here, before
 * Express: the same display-token check and ETag as the route, the same security headers
 * (helmet's, computed once), request id, content type and encoding; a 200's body is serialized
 * and compressed once per revision (snapshot-answer.ts). Whatever else comes (a refusal, an owner,
 * a bad parameter, an unusual Accept-Encoding or If-None-Match) goes on to Express, which answers
 * it as it always did: returning false means "not mine".
 */
export function playbackPollListener(
  playback: PlaybackService,
  counted: {
    polled: (result: PollResult) => void;
    timed: (status: number, seconds: number) => void;
  },
) {
  const fixed = Object.fromEntries(fixedSecurityHeaders());
  const common = (req: http.IncomingMessage, etag: string) => ({
    'X-Request-Id': requestIdFrom(headerOf(req.headers['x-request-id'])),
    ...fixed,
    ETag: etag,
    'Cache-Control': 'no-cache',
  });
  const notModified = (req: http.IncomingMessage, res: http.ServerResponse, etag: string) => {
    res.writeHead(304, common(req, etag));
    res.end();
    counted.polled('not_modified');
  };
  const changed = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    etag: string,
    answer: SnapshotAnswer,
    accepted: 'br' | 'gzip' | 'identity',
  ) => {
    const encoding = accepted === 'identity' ? accepted : answer.encodingFor(accepted);
    const body = answer.render(playback.serverTime(), encoding);
    const length = body.reduce((sum, piece) => sum + piece.length, 0);
    res.writeHead(200, {
      ...common(req, etag),
      'Content-Type': 'application/json; charset=utf-8',
      Vary: 'Accept-Encoding',
      ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
      'Content-Length': String(length),
    });
    for (const piece of body.slice(0, -1)) res.write(piece);
    res.end(body.at(-1));
    counted.polled('changed');
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET') return false;
    const match = POLL.exec(req.url ?? '');
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const ifNoneMatch = req.headers['if-none-match'];
    if (!match || !token || !isDisplayToken(token)) return false;
    const accepted = acceptedEncoding(req.headers['accept-encoding']);
    if (!accepted) return false;
    const started = process.hrtime.bigint();
    const locationId = Number(match[1]);
    let minRevision: number | undefined;
    let resolution: string | null = null;
    if (match[2]) {
      const query = new URLSearchParams(match[2]);
      for (const key of query.keys()) if (!KNOWN_PARAMS.has(key)) return false;
      // The route's own query schema, so both read a poll alike; what it refuses is Express's.
      const parsed = playbackApi.snapshot.query.safeParse({
        revision: query.get('revision') ?? undefined,
        resolution: query.get('resolution') ?? undefined,
      });
      if (!parsed.success) return false;
      minRevision = parsed.data.revision;
      resolution = parsed.data.resolution ?? null;
    }
    // Nearly every poll: identity and snapshot both cached, answered without a single await.
    let etag = resolution ? undefined : playback.cachedEtag(token, locationId, minRevision);
    let answer: (() => SnapshotAnswer) | undefined;
    if (etag === undefined) {
      try {
        ({ etag, answer } = await playback.snapshot(
          { displayToken: token, resolution },
          locationId,
          { minRevision },
        ));
      } catch {
        return false;
      }
    }
    if (etag === ifNoneMatch) {
      notModified(req, res, etag);
      counted.timed(304, Number(process.hrtime.bigint() - started) / 1e9);
      return true;
    }
    // A list, a weak tag or `*` may still be "fresh" by Express's rules: its answer, not ours.
    if (
      ifNoneMatch !== undefined &&
      (ifNoneMatch.includes(etag.slice(1, -1)) || ifNoneMatch.trim() === '*')
    )
      return false;
    try {
      answer ??= (
        await playback.snapshot({ displayToken: token, resolution }, locationId, { minRevision })
      ).answer;
    } catch {
      return false;
    }
    changed(req, res, etag, answer(), accepted);
    counted.timed(200, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  };
}

/**
 * The encoding the compression middleware would pick, for the plain lists clients send
 * ("gzip, deflate, br, zstd"); anything with weights, wildcards or neither br nor gzip is left
 * to Express (undefined). No header at all means identity.
 */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | 'identity' | undefined {
  if (header === undefined) return 'identity';
  if (/[;*]/.test(header)) return undefined;
  const offered = header.split(',').map((name) => name.trim().toLowerCase());
  if (offered.includes('br')) return 'br';
  if (offered.includes('gzip')) return 'gzip';
  return undefined;
}

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;
