import { Router, type Request, type Response } from 'express';
import { pathId } from '../../http/validate.js';
import { badRequest } from '../../http/errors.js';
import { bearerToken } from '../../http/bearer-token.js';
import { reportedResolution } from '../screens/index.js';
import type { PlaybackService, PlaybackViewer } from './playback-service.js';

const NOT_FOUND = 'Location not found';

function viewerOf(req: Request): PlaybackViewer | undefined {
  if (req.auth) return { userId: req.auth.user.id };
  const token = bearerToken(req);
  return token
    ? { displayToken: token, resolution: reportedResolution(req.query.resolution) }
    : undefined;
}

/** `?revision=r`: a push named r, so the answer must be at least that new. */
export function minRevisionOf(raw: unknown): number | undefined {
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n)) throw badRequest('revision must be a whole number');
  return n;
}

/** How a poll was answered, for /metrics: the share of 304s is what keeps polling cheap. */
export type PollResult = 'not_modified' | 'changed';

export function playbackRoutes(
  playback: PlaybackService,
  polled: (result: PollResult) => void = () => {},
): Router {
  const r = Router();
  /** Screens poll every 10 s: an unchanged answer is a 304 with no body. */
  function sendWithEtag(req: Request, res: Response, body: () => unknown, etag: string) {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.get('if-none-match') === etag) {
      polled('not_modified');
      res.status(304).end();
      return;
    }
    polled('changed');
    res.json(body());
  }
  r.get('/locations/:id/playback', async (req, res) => {
    // The fast path (playback-poll-listener.ts) answers screens' unchanged polls before this.
    const { body, etag } = await playback.snapshot(
      viewerOf(req),
      pathId(req.params.id, NOT_FOUND),
      { minRevision: minRevisionOf(req.query.revision), preview: req.query.preview === 'true' },
    );
    sendWithEtag(req, res, body, etag);
  });
  r.get('/locations/:id/active-content', async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    const { body, etag } = await playback.activeContent(
      viewerOf(req),
      id,
      req.query.preview === 'true',
    );
    sendWithEtag(req, res, body, etag);
  });
  return r;
}
