import type { SessionResponse } from '@marquee/protocol';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A thin fetch wrapper: JSON in, JSON (or text) out, Bearer token when given. */
export function apiClient(baseUrl: string) {
  async function request<T = any>(
    method: string,
    path: string,
    opts: {
      token?: string;
      body?: unknown;
      rawBody?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined;
    if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.body !== undefined) body = JSON.stringify(opts.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const res = await fetch(baseUrl + path, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const parsed =
      res.headers.get('content-type')?.includes('json') && text ? JSON.parse(text) : text;
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  let counter = 0;
  /** Registers a fresh account and returns its token and user. */
  async function register(overrides: Record<string, unknown> = {}) {
    counter++;
    const input = {
      email: `user${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'secret123',
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Cafe',
      ...overrides,
    };
    const res = await request<SessionResponse>('POST', '/api/register', { body: input });
    if (res.status !== 201)
      throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { token: res.body.sessionId, user: res.body.user, password: input.password };
  }

  return {
    request,
    register,
    get: <T = any>(path: string, token?: string) => request<T>('GET', path, { token }),
    post: <T = any>(path: string, body: unknown, token?: string) =>
      request<T>('POST', path, { body, token }),
    put: <T = any>(path: string, body: unknown, token?: string) =>
      request<T>('PUT', path, { body, token }),
    patch: <T = any>(path: string, body: unknown, token?: string) =>
      request<T>('PATCH', path, { body, token }),
    del: <T = any>(path: string, token?: string) => request<T>('DELETE', path, { token }),
  };
}
