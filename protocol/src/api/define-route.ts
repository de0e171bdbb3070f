import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call a route: `user` a signed-in dashboard session (owner or admin), `admin` the back
 * office, `display` a paired screen's token, `user-or-display` either, `public` anyone.
 */
export type RouteAuth = 'public' | 'user' | 'admin' | 'display' | 'user-or-display';

/**
 * One HTTP route of the API, declared once: the server validates its input from it (and, in
 * tests, its output), the web app's client builds requests and checks answers with it, and
 * `openapi.json` is generated from it.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** Express-style, from the site root: `/api/locations/:id`. */
  path: string;
  summary: string;
  /** The OpenAPI tag: the module the route belongs to. */
  tag: string;
  auth: RouteAuth;
  /** Path parameters; a value that fails them answers 404 with `notFound`. */
  params?: z.ZodObject;
  notFound?: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  /** `multipart` bodies are read by the route's own upload middleware, not by `body`. */
  bodyType?: 'json' | 'multipart';
  /** The success status; 204 answers carry no body. */
  status?: 200 | 201 | 202 | 204;
  /** The JSON answer; absent for 204 and for routes that answer `responseType` themselves. */
  response?: z.ZodType;
  /** A non-JSON answer (a CSV download, a file, a backup, metrics text, an HTML page). */
  responseType?: string;
}

/** Keeps the literal types of a declaration, so server and client get them exactly. */
export function defineRoute<const R extends ApiRoute>(route: R): R {
  return route;
}

type Shape<S> = S extends z.ZodObject<infer T> ? T : never;

/** What a caller passes for the path parameters: each as a string or number. */
export type RouteParamsInput<R extends ApiRoute> = R['params'] extends z.ZodObject
  ? { [K in keyof Shape<R['params']>]: string | number }
  : undefined;
export type RouteParams<R extends ApiRoute> = R['params'] extends z.ZodObject
  ? z.output<R['params']>
  : Record<string, never>;
export type RouteQueryInput<R extends ApiRoute> = R['query'] extends z.ZodObject
  ? z.input<R['query']>
  : undefined;
export type RouteQuery<R extends ApiRoute> = R['query'] extends z.ZodObject
  ? z.output<R['query']>
  : Record<string, never>;
export type RouteBodyInput<R extends ApiRoute> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;
export type RouteBody<R extends ApiRoute> = R['body'] extends z.ZodType
  ? z.output<R['body']>
  : undefined;
export type RouteResponse<R extends ApiRoute> = R['response'] extends z.ZodType
  ? z.output<R['response']>
  : undefined;

/** `/api/locations/:id` with `{ id: 7 }` → `/api/locations/7`. */
export function routePath(route: ApiRoute, params: Record<string, string | number> = {}): string {
  return route.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
