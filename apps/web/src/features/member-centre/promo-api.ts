import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProfitValue, ReferralValue } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { apiGet, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** GET /wps/member/referral: the member's code, its link, invitations and the domains to share. */
export const useReferral = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['member', 'referral', token],
    queryFn: ({ signal }) => apiGet(memberApi.referral, { schema: shape<ReferralValue>(), signal }),
    enabled: token !== undefined,
    retry: false,
  });
};

/** GET /wps/member/profit over the brand's days from..to; null asks nothing (a range the page refuses). */
export const useProfit = (days: { from: string; to: string } | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'profit', token, days],
    queryFn: ({ signal }) =>
      apiGet(memberApi.profit, { schema: shape<ProfitValue>(), query: { ...days! }, signal }),
    enabled: token !== undefined && days !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
};
