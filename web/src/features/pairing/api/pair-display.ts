import { useMutation } from '@tanstack/react-query';
import { screensApi, type PairDisplayInput } from '@marquee/protocol';
import { callApi } from '../../../shared/api/api-client';

/** Spec flow, screen side: no session here, the code is the only credential. */
export function pairDisplay(input: PairDisplayInput) {
  return callApi(screensApi.pair, { body: input });
}

export function usePairDisplay() {
  // A screen has no session: a stray 401 must not send it to the login page.
  return useMutation({ mutationFn: pairDisplay, meta: { expectsUnauthorized: true } });
}
