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
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const text = await response.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof parsed.message === 'string') return parsed as ApiErrorBody;
  } catch {
    // A proxy or a crash page is not JSON: fall through to the status text.
  }
  return { message: text || response.statusText || `HTTP ${response.status}` };
}

/**
 * How every call reaches the API. The session lives in an httpOnly cookie (never in
 * localStorage), so every call sends credentials; FormData bodies go as is, others as JSON.
 */
async function apiRequestWithHeaders<T>(
  path: string,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers }> {
  const { method = 'GET', body, signal } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(path, {
    method,
    headers,
    credentials: 'include',
    signal,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });

  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  if (response.status === 204) return { data: undefined as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

/** What a declared route takes: only the parts it declares are asked for. */
export type CallInput<R extends ApiRoute> = (R['params'] extends object
  ? { params: RouteParamsInput<R> }
  : { params?: undefined }) &
  (R['query'] extends object ? { query?: RouteQueryInput<R> } : { query?: undefined }) &
  (R['body'] extends object ? { body: RouteBodyInput<R> | FormData } : { body?: undefined }) & {
    signal?: AbortSignal;
  };

function urlOf(route: ApiRoute, params?: object, query?: object): string {
  const path = routePath(route, params as Record<string, string | number> | undefined);
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

function checked<R extends ApiRoute>(route: R, data: unknown): RouteResponse<R> {
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
  const { params, query, body, signal } = input as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  const { data, headers } = await apiRequestWithHeaders<unknown>(urlOf(route, params, query), {
    method: route.method.toUpperCase() as Method,
    body,
    signal,
  });
  return { data: checked(route, data), headers };
}
