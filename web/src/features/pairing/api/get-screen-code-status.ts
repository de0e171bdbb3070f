import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCREEN_CODE_POLL_MS, routePath, screensApi, type ApiErrorBody } from '@marquee/protocol';
import { UnexpectedAnswerError } from '../../../shared/api/api-client';
import { ApiError, isApiError } from '../../../shared/api/api-error';

/**
 * The claim token goes in a Bearer header, which the shared client does not send (the
 * dashboard authenticates with its cookie), so this one call uses fetch directly; the answer is
 * still checked against the declared route.
 */
export async function getScreenCodeStatus(
  claimToken: string,
  { signal }: { signal?: AbortSignal } = {},
) {
  const route = screensApi.screenCodeStatus;
  const response = await fetch(routePath(route), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${claimToken}` },
    cache: 'no-store',
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null;
    throw new ApiError(response.status, {
      message: typeof body?.message === 'string' ? body.message : response.statusText,
    });
  }
  const answer = route.response.safeParse(await response.json().catch(() => null));
  if (!answer.success)
    throw new UnexpectedAnswerError(route, JSON.stringify(answer.error.issues.slice(0, 3)));
  return answer.data;
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
