import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CaptchaValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { apiGet, shape } from '../api.ts';
import { createThrottle } from '../throttle.ts';

/**
 * An image captcha for one form (`scope`: each form spends its own key). It is fetched anew
 * when it expires, and `refresh` (a click on the image, or after a failed submit) is throttled
 * to once per second (docs/product/shell-and-routes.md#interface-constants).
 */
export function useCaptcha(scope: string, enabled: boolean) {
  const query = useQuery({
    queryKey: ['captcha', scope],
    queryFn: ({ signal }) => apiGet(memberApi.captcha, { schema: shape<CaptchaValue>(), signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: (q) => (q.state.data ? q.state.data.expiresInSeconds * 1000 : false),
  });
  const [gate] = useState(() => createThrottle());
  /** A click asks politely (throttled); a spent key after a submit forces a new image. */
  const refresh = (force = false) => {
    if (gate() || force) void query.refetch();
  };
  return { captcha: query.data, refresh, loading: query.isFetching };
}
