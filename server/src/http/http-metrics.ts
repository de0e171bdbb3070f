import type { RequestHandler } from 'express';
import type { Metrics } from '@marquee/core/metrics/metrics.js';

/** Every path that no route matched (static files, 404s, probes) shares one label. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every request by the matched route's template (`/api/locations/:id`), never the URL: ids
 * would explode the series. The template is taken when the router matches, because by the time a
 * thrown error reaches the error handler the router has already reset req.baseUrl.
 */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    let route: unknown;
    let template = UNMATCHED_ROUTE;
    Object.defineProperty(req, 'route', {
      configurable: true,
      enumerable: true,
      get: () => route,
      set(value: { path?: unknown } | undefined) {
        route = value;
        if (typeof value?.path === 'string') template = req.baseUrl + value.path;
      },
    });
    res.on('finish', () =>
      end({ method: req.method, route: template, status: String(res.statusCode) }),
    );
    next();
  };
}
