import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi, type User } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';

/** Signed out is a normal answer here, not an error: 401 becomes null. */
export async function getCurrentUser({
  signal,
}: { signal?: AbortSignal } = {}): Promise<User | null> {
  try {
    return await callApi(authApi.currentUser, { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    throw error;
  }
}

export const currentUserQueryKey = ['auth', 'user'] as const;

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => getCurrentUser({ signal }),
    meta: { expectsUnauthorized: true },
  });

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
