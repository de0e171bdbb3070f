import type http from 'node:http';
import { fixedSecurityHeaders } from '../../http/security-headers.js';
import { requestIdFrom } from '../../http/request-id.js';
import { isDisplayToken } from '../auth/index.js';
import { reportedResolution } from '../screens/index.js';
import type { PlaybackService } from './playback-service.js';
import { minRevisionOf } from './playback-routes.js';

const POLL = /^\/api\/locations\/([1-9]\d{0,8})\/playback(?:\?(.*))?$/;
const BEARER = /^Bearer\s+(\S+)$/i;
/** Anything else in the query (preview, unknown) is Express's to answer. */
const KNOWN_PARAMS = new Set(['revision', 'resolution', 'fresh']);
export const POLL_ROUTE = '/api/locations/:id/playback';

/**
 * Thousands of screens poll every 10 s and nearly every answer is "unchanged". That 304 is
 * answered here, before Express: the same display-token check and ETag as the route, the same
 * security headers (helmet's, computed once) and request id. Whatever is not a screen's
 * unchanged poll (a 200, a refusal, an owner, a bad parameter) goes on to Express, which answers
 * it as it always did: returning false means "not mine".
 */
export function playbackPollListener(
  playback: PlaybackService,
  counted: { polled: () => void; timed: (status: number, seconds: number) => void },
) {
  const fixed = Object.fromEntries(fixedSecurityHeaders());
  const notModified = (req: http.IncomingMessage, res: http.ServerResponse, etag: string) => {
    res.writeHead(304, {
      ...fixed,
      'X-Request-Id': requestIdFrom(headerOf(req.headers['x-request-id'])),
      ETag: etag,
      'Cache-Control': 'no-cache',
    });
    res.end();
    counted.polled();
  };

  return async (req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> => {
    if (req.method !== 'GET') return false;
    const match = POLL.exec(req.url ?? '');
    const token = BEARER.exec(req.headers.authorization ?? '')?.[1];
    const ifNoneMatch = req.headers['if-none-match'];
    if (!match || !token || !isDisplayToken(token) || !ifNoneMatch) return false;
    const started = process.hrtime.bigint();
    const locationId = Number(match[1]);
    let minRevision: number | undefined;
    let resolution: string | null = null;
    if (match[2]) {
      const query = new URLSearchParams(match[2]);
      for (const key of query.keys()) if (!KNOWN_PARAMS.has(key)) return false;
      resolution = reportedResolution(query.get('resolution') ?? undefined);
      try {
        minRevision = minRevisionOf(query.get('revision') ?? undefined);
      } catch {
        return false;
      }
    }
    // Nearly every poll: identity and snapshot both cached, answered without a single await.
    let etag = resolution ? undefined : playback.cachedEtag(token, locationId, minRevision);
    if (etag === undefined) {
      try {
        ({ etag } = await playback.snapshot({ displayToken: token, resolution }, locationId, {
          minRevision,
        }));
      } catch {
        return false;
      }
    }
    if (etag !== ifNoneMatch) return false;
    notModified(req, res, etag);
    counted.timed(304, Number(process.hrtime.bigint() - started) / 1e9);
    return true;
  };
}

const headerOf = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value;
