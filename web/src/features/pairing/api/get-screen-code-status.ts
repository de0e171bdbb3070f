import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCREEN_CODE_POLL_MS, screensApi } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';
import { isApiError } from '../../../shared/api/api-error';

/**
 * The screen asks with its claim token (not a dashboard session), and every poll must reach the
 * server, never the browser's cache.
 */
export function getScreenCodeStatus(claimToken: string, { signal }: { signal?: AbortSignal } = {}) {
  return callApi(screensApi.screenCodeStatus, { bearer: claimToken, cache: 'no-store', signal });
}

/** 404: the code expired (or was used up); the page draws a new one instead of asking again. */
export const isScreenCodeGone = (error: unknown) => isApiError(error, 404);

export const screenCodeStatusQueryOptions = (claimToken: string) =>
  queryOptions({
    queryKey: ['screen-code-status', claimToken],
    queryFn: ({ signal }) => getScreenCodeStatus(claimToken, { signal }),
    meta: { expectsUnauthorized: true },
    // Once paired or gone there is nothing more to learn; network blips just wait for the next tick.
    refetchInterval: (query) =>
      query.state.data?.status === 'paired' || isScreenCodeGone(query.state.error)
        ? false
        : SCREEN_CODE_POLL_MS,
    staleTime: 0,
    gcTime: 0,
  });

export function useScreenCodeStatus(claimToken: string | undefined) {
  return useQuery({
    ...screenCodeStatusQueryOptions(claimToken ?? ''),
    enabled: Boolean(claimToken),
  });
}
