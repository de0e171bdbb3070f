import { Router, type Request, type Response } from 'express';
import { playbackApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { bearerToken } from '@marquee/core/http/bearer-token.js';
import type {
  PlaybackService,
  PlaybackViewer,
} from '@marquee/core/modules/playback/playback-service.js';

function viewerOf(req: Request, resolution: string | undefined): PlaybackViewer | undefined {
  if (req.auth) return { userId: req.auth.user.id };
  const token = bearerToken(req);
  return token ? { displayToken: token, resolution: resolution ?? null } : undefined;
}

/** How a poll was answered, for /metrics: the share of 304s is what keeps polling cheap. */
export type PollResult = 'not_modified' | 'changed';

export function playbackRoutes(
  playback: PlaybackService,
  polled: (result: PollResult) => void = () => {},
): Router {
  const r = Router();
  /**
   * Screens poll every 10 s: an unchanged answer is a 304 with no body, sent here (undefined);
   * otherwise the body is the route's answer.
   */
  function unlessUnchanged<T>(req: Request, res: Response, body: () => T, etag: string) {
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.get('if-none-match') === etag) {
      polled('not_modified');
      res.status(304).end();
      return undefined;
    }
    polled('changed');
    return body();
  }
  // The fast path (playback-poll-listener.ts) answers screens' polls before this, the same way.
  route(r, playbackApi.snapshot, [], async ({ params, query }, req, res) => {
    const { body, etag } = await playback.snapshot(viewerOf(req, query.resolution), params.id, {
      minRevision: query.revision,
      preview: query.preview,
    });
    return unlessUnchanged(req, res, body, etag);
  });
  route(r, playbackApi.activeContent, [], async ({ params, query }, req, res) => {
    const { body, etag } = await playback.activeContent(
      viewerOf(req, query.resolution),
      params.id,
      query.preview,
    );
    return unlessUnchanged(req, res, body, etag);
  });
  return r;
}
