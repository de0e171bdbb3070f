import { Router } from 'express';
import type { PublicConfig } from '@marquee/protocol';

/** What the web app and the player may know before anyone signs in. */
export function publicConfigRoutes(config: PublicConfig): Router {
  const r = Router();
  r.get('/config/public', (_req, res) => {
    res.json(config);
  });
  return r;
}
