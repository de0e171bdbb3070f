import type { ApiErrorBody } from '@marquee/protocol';
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
 * The one way the app calls the API. The session lives in an httpOnly cookie (never in
 * localStorage), so every call sends credentials; FormData bodies go as is, others as JSON.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiRequestWithHeaders<T>(path, options)).data;
}

/** A list endpoint that puts its total in X-Total-Count (server-side paging). */
export async function apiRequestPage<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ rows: T[]; total: number }> {
  const { data, headers } = await apiRequestWithHeaders<T[]>(path, options);
  return { rows: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

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
