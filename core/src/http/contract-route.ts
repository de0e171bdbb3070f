import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response, Router } from 'express';
import type {
  ApiRoute,
  RouteBody,
  RouteParams,
  RouteQuery,
  RouteResponse,
} from '@marquee/protocol';
import { notFound } from './errors.js';
import { parse } from './validate.js';

export interface RouteInput<R extends ApiRoute> {
  params: RouteParams<R>;
  query: RouteQuery<R>;
  body: RouteBody<R>;
}

/**
 * What a contract route's handler does: returns the JSON answer (sent with the declared status),
 * or `undefined` after answering itself (a CSV, a file, a 204).
 */
export type ContractHandler<R extends ApiRoute> = (
  input: RouteInput<R>,
  req: Request,
  res: Response,
) => Promise<RouteResponse<R> | undefined> | RouteResponse<R> | undefined;

/**
 * Answers are checked against their declared schema where the suite runs (NODE_ENV=test), so a
 * view that drifts from the contract fails a test instead of a client. Production sends as is.
 */
const checks = { responses: false };
export function checkResponsesAgainstContract(on: boolean): void {
  checks.responses = on;
}

/** `/api/locations/:id` on the router mounted at `/api` is `/locations/:id`. */
function localPath(route: ApiRoute): string {
  return route.path.startsWith('/api/') ? route.path.slice('/api'.length) : route.path;
}

function readInput<R extends ApiRoute>(route: R, req: Request): RouteInput<R> {
  // The path first: an id that names no row is 404 whatever the body says.
  let params = {} as RouteParams<R>;
  if (route.params) {
    const result = route.params.safeParse(req.params);
    if (!result.success) throw notFound(route.notFound);
    params = result.data as RouteParams<R>;
  }
  const query = (route.query ? parse(route.query, req.query) : {}) as RouteQuery<R>;
  const body = (
    route.body && route.bodyType !== 'multipart' ? parse(route.body, req.body) : req.body
  ) as RouteBody<R>;
  return { params, query, body };
}

function checkedAnswer(route: ApiRoute, answer: unknown): unknown {
  if (!checks.responses || !route.response) return answer;
  const wire: unknown = JSON.parse(JSON.stringify(answer));
  const result = route.response.safeParse(wire);
  if (!result.success || !isDeepStrictEqual(result.data, wire)) {
    const why = result.success
      ? 'it carries fields the contract does not declare'
      : JSON.stringify(result.error.issues.slice(0, 5));
    throw new Error(
      `${route.method.toUpperCase()} ${route.path} answered off its contract: ${why}`,
    );
  }
  return answer;
}

/**
 * Mounts one declared route: `before` runs first (auth guards, rate limits, an upload reader),
 * then the declared params, query and body are parsed (404 for params, 400 for the rest) and
 * handed to the handler.
 */
export function route<R extends ApiRoute>(
  router: Router,
  declared: R,
  before: RequestHandler[],
  handler: ContractHandler<R>,
): void {
  router[declared.method](localPath(declared), ...before, async (req, res) => {
    const answer = await handler(readInput(declared, req), req, res);
    if (answer === undefined) {
      if (declared.status === 204 && !res.headersSent) res.status(204).end();
      return;
    }
    res.status(declared.status ?? 200).json(checkedAnswer(declared, answer));
  });
}
