import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import express, { Router } from 'express';
import { CLIENT_ROUTES } from '@marquee/protocol';
import { precompressedStatic } from './precompressed-static.js';

const clientRoutes = new Set<string>(CLIENT_ROUTES);
// Hashed file names never change content, so browsers may keep them for a year.
const immutable = 'public, max-age=31536000, immutable';
// index.html, display.html and the player's service worker name the hashed files: always revalidated.
const revalidate = 'no-cache';

/**
 * Serves the built SPA. Known client routes answer 200 with index.html; any other path
 * answers 404 with the same page, which renders the 404 screen, so crawlers and tests see the status.
 */
export function webApp(distDir: string): Router {
  const r = Router();
  const indexFile = path.join(distDir, 'index.html');
  // The display player is its own small page (no dashboard libraries), for cheap screen hardware.
  const pages: Record<string, string> = { '/display': path.join(distDir, 'display.html') };
  if (!fs.existsSync(indexFile)) {
    r.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet. Run `npm run build` (or `npm start`).');
    });
    return r;
  }
  const assetsDir = path.join(distDir, 'assets');
  r.use('/assets', precompressedStatic(assetsDir, immutable));
  r.use(
    '/assets',
    express.static(assetsDir, {
      index: false,
      cacheControl: false,
      setHeaders: cacheFor(immutable),
    }),
  );
  r.use(precompressedStatic(distDir, revalidate));
  r.use(
    express.static(distDir, {
      index: false,
      cacheControl: false,
      setHeaders: cacheFor(revalidate),
    }),
  );
  r.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const route = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    res.status(clientRoutes.has(route) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    const page = pages[route];
    res.sendFile(page && fs.existsSync(page) ? page : indexFile);
  });
  return r;
}

function cacheFor(cacheControl: string) {
  return (res: http.ServerResponse) => res.setHeader('Cache-Control', cacheControl);
}
