import { Router } from 'express';
import { contentOrderSchema, playlistSchema } from '@marquee/protocol';
import { parse, pathId } from '../../http/validate.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { PlaylistService } from './playlist-service.js';

const NOT_FOUND = 'Location not found';

export function playlistRoutes(playlists: PlaylistService): Router {
  const r = Router();
  r.get('/locations/:id/playlist', requireUser, async (req, res) => {
    res.json(await playlists.get(signedIn(req).user.id, pathId(req.params.id, NOT_FOUND)));
  });
  r.put('/locations/:id/playlist', requireUser, async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    const { items } = parse(playlistSchema, req.body);
    res.json(await playlists.setPlaylist(signedIn(req).user.id, id, items));
  });
  r.put('/locations/:id/content-order', requireUser, async (req, res) => {
    const id = pathId(req.params.id, NOT_FOUND);
    const { contentOrder } = parse(contentOrderSchema, req.body);
    res.json(await playlists.setOrder(signedIn(req).user.id, id, contentOrder));
  });
  return r;
}
