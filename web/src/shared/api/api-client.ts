import {
  routePath,
  type ApiErrorBody,
  type ApiRoute,
  type RouteBodyInput,
  type RouteParamsInput,
  type RouteQueryInput,
  type RouteResponse,
} from '@marquee/protocol';
import { ApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** A token other than the session cookie (a screen's claim token), sent as `Bearer`. */
  bearer?: string | undefined;
  cache?: RequestCache | undefined;
}

/** The API's `{ message }` from an error answer's text, or `fallback` for a proxy's page. */
export function errorBodyOf(text: string, fallback: string): ApiErrorBody {
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.message === 'string') return parsed as ApiErrorBody;
  } catch {
    // A proxy or a crash page is not JSON: fall through to the fallback.
  }
  return { message: fallback };
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => '');
  return errorBodyOf(text, text || response.statusText || `HTTP ${response.status}`);
}

/**
 * How every call reaches the API. The session lives in an httpOnly cookie (never in
 * localStorage), so every call sends credentials; FormData bodies go as is, others as JSON.
 */
async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, signal, bearer, cache } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (bearer) headers.Authorization = `Bearer ${bearer}`;

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    ...(cache ? { cache } : {}),
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });

  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** Where a declared route is: its path parameters and query, only where it declares them. */
export type RouteAddress<R extends ApiRoute> = (R['params'] extends object
  ? { params: RouteParamsInput<R> }
  : { params?: undefined }) &
  (R['query'] extends object ? { query?: RouteQueryInput<R> } : { query?: undefined });

/** What a declared route takes: only the parts it declares are asked for. */
export type CallInput<R extends ApiRoute> = RouteAddress<R> &
  (R['body'] extends object ? { body: RouteBodyInput<R> | FormData } : { body?: undefined }) & {
    signal?: AbortSignal;
    bearer?: string;
    /** `no-store` for a poll whose answer must never come from the browser's cache. */
    cache?: RequestCache;
  };

/**
 * A declared route's address with its path parameters and query filled in (empty values left
 * out): what `callApi` fetches, and the `href` of a download link (a CSV, a backup).
 */
export function routeUrl<R extends ApiRoute>(
  route: R,
  address: RouteAddress<R> = {} as RouteAddress<R>,
): string {
  const { params, query } = address as { params?: Record<string, string | number>; query?: object };
  const path = routePath(route, params);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** An answer that does not match the contract: a newer server, or a proxy's page. */
export class UnexpectedAnswerError extends Error {
  constructor(route: ApiRoute, detail: string) {
    super('The server sent an answer this page does not understand. Reload the page.');
    this.name = 'UnexpectedAnswerError';
    console.error(`${route.method.toUpperCase()} ${route.path}: ${detail}`);
  }
}

/** The answer, checked against the route's declared response (`UnexpectedAnswerError` if off). */
export function checkAnswer<R extends ApiRoute>(route: R, data: unknown): RouteResponse<R> {
  if (!route.response) return data as RouteResponse<R>;
  const result = route.response.safeParse(data);
  if (!result.success) {
    throw new UnexpectedAnswerError(route, JSON.stringify(result.error.issues.slice(0, 3)));
  }
  return result.data as RouteResponse<R>;
}

/**
 * Calls a route declared in protocol's `api/`: the path, query and body are typed from the
 * declaration, and the answer is checked against its response schema before anyone uses it.
 */
export async function callApi<R extends ApiRoute>(
  route: R,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<RouteResponse<R>> {
  return (await callApiWithHeaders(route, input)).data;
}

/** A declared list route that puts its total in X-Total-Count (server-side paging). */
export async function callApiPage<R extends ApiRoute>(
  route: R,
  input: CallInput<R> = {} as CallInput<R>,
): Promise<{ rows: RouteResponse<R>; total: number }> {
  const { data, headers } = await callApiWithHeaders(route, input);
  const rows = data as unknown[];
  return { rows: data, total: Number(headers.get('X-Total-Count') ?? rows.length) };
}

async function callApiWithHeaders<R extends ApiRoute>(route: R, input: CallInput<R>) {
  const { body, signal, bearer, cache } = input as Omit<RequestOptions, 'method'>;
  const { data, headers } = await apiRequestWithHeaders<unknown>(routeUrl(route, input), {
    method: route.method.toUpperCase() as Method,
    body,
    signal,
    bearer,
    cache,
  });
  return { data: checkAnswer(route, data), headers };
}
