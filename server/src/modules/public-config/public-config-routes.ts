import { Router } from 'express';
import { publicConfigApi, type PublicConfig } from '@marquee/protocol';
import { route } from '@marquee/core/http/contract-route.js';

/** What the web app and the player may know before anyone signs in. */
export function publicConfigRoutes(config: PublicConfig): Router {
  const r = Router();
  route(r, publicConfigApi.get, [], () => config);
  return r;
}
