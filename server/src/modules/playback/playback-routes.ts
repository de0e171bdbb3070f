import { Router, type Request, type Response } from 'express';
import { pathId } from '../../http/validate.js';
import { bearerToken } from '../../http/bearer-token.js';
import { reportedResolution } from '../screens/reported-resolution.js';
import type { PlaybackService, PlaybackViewer } from './playback-service.js';

const NOT_FOUND = 'Location not found';

function viewerOf(req: Request): PlaybackViewer | undefined {
  if (req.auth) return { userId: req.auth.user.id };
  const token = bearerToken(req);
  return token
    ? { displayToken: token, resolution: reportedResolution(req.query.resolution) }
    : undefined;
}

/** Screens poll every 10 s: an unchanged answer is a 304 with no body. */
function sendWithEtag(req: Request, res: Response, body: unknown, etag: string) {
  res.setHeader('ETag', etag);
  res.setHeader('Cache-Control', 'no-cache');
  if (req.get('if-none-match') === etag) {
    res.status(304).end();
    return;
  }
  res.json(body);
}

export function playbackRoutes(playback: PlaybackService): Router {
  const r = Router();
  r.get('/locations/:id/playback', async (req, res) => {
    // A screen told by a push that something changed asks with ?fresh=1 and skips the cache.
    const fresh = req.query.fresh === '1';
    const { body, etag } = await playback.snapshot(
      viewerOf(req),
      pathId(req.params.id, NOT_FOUND),
      fresh,
      req.query.preview === 'true',
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
