import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleAdminRequired, handleSessionExpired } from './session-expired';

/**
 * Per-call opt-outs: the current-user check and the login form expect 401 as a normal answer,
 * and only admin calls turn 403 into the "admin required" redirect.
 */
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { expectsUnauthorized?: boolean; adminOnly?: boolean };
    mutationMeta: { expectsUnauthorized?: boolean; adminOnly?: boolean };
  }
}

function onApiError(
  error: unknown,
  meta: { expectsUnauthorized?: boolean; adminOnly?: boolean } | undefined,
) {
  if (isApiError(error, 401) && !meta?.expectsUnauthorized) handleSessionExpired();
  else if (isApiError(error, 403) && meta?.adminOnly) handleAdminRequired();
}

/** Spec §7 defaults: data never goes stale by itself, no focus refetch, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onApiError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => onApiError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
      mutations: { retry: false },
    },
  });
}
