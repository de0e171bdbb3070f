import type { Express } from 'express';

/** One method on one path, as the app registered it: `GET /api/locations/:id`. */
export interface AppRoute {
  method: string;
  path: string;
}

/** The parts of router 2.x's Layer and Route that the walk reads. */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function joinPaths(prefix: string, path: string) {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function pathsOf(raw: unknown, where: string): string[] {
  const list = Array.isArray(raw) ? raw.flat(Infinity) : [raw];
  return list.map((p) => {
    // A RegExp path cannot be turned back into a request; the suites would silently skip it.
    if (typeof p !== 'string')
      throw new Error(`Route table: ${where} is mounted on a non-string path (${String(p)}).`);
    return p;
  });
}

function walk(stack: Layer[], prefix: string, out: AppRoute[]) {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of pathsOf(layer.route.path, `a route under ${prefix || '/'}`)) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (!on) continue;
          // `_all` (router.all) answers every verb: list it under each verb a client would use.
          const verbs = method === '_all' ? ['get', 'post', 'put', 'patch', 'delete'] : [method];
          for (const verb of verbs)
            out.push({ method: verb.toUpperCase(), path: joinPaths(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      // A mounted router. router 2.x keeps the mount path as `rawPath`; without it the walk is blind.
      if (layer.rawPath === undefined)
        throw new Error(
          'Route table: this version of `router` does not expose Layer.rawPath; update server/test/support/express-routes.ts.',
        );
      for (const mount of pathsOf(layer.rawPath, `a router under ${prefix || '/'}`))
        walk(layer.handle.stack, mount === '/' ? prefix : joinPaths(prefix, mount), out);
    }
  }
}

/**
 * Every route the running app answers, read from its router stack at test time, so a new route
 * is covered by the route-table and fuzz suites the moment it is registered.
 */
export function appRoutes(app: Express): AppRoute[] {
  const out: AppRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The `:name` parameters of a path, in order. */
export const paramsOf = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

export const routeKey = (r: AppRoute) => `${r.method} ${r.path}`;
