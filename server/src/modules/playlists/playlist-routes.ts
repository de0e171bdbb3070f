import { Router } from 'express';
import { playlistsApi } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';
import { requireUser, signedIn } from '../auth/index.js';
import type { PlaylistService } from '@marquee/core/modules/playlists/playlist-service.js';

export function playlistRoutes(playlists: PlaylistService): Router {
  const r = Router();
  route(r, playlistsApi.get, [requireUser], ({ params }, req) =>
    playlists.get(signedIn(req).user.id, params.id),
  );
  route(r, playlistsApi.save, [requireUser], ({ params, body }, req) =>
    playlists.setPlaylist(signedIn(req).user.id, params.id, body.items),
  );
  route(r, playlistsApi.setOrder, [requireUser], ({ params, body }, req) =>
    playlists.setOrder(signedIn(req).user.id, params.id, body.contentOrder),
  );
  return r;
}
