import { useQuery } from '@tanstack/react-query';
import type { BalanceValue, MemberInfo } from '@lotto/contracts';
import { apiGet, shape } from '../api.ts';
import { useSession } from '../session.ts';

/**
 * Member info and balance for the header. Their server side comes with the accounts and wallet
 * modules; until a call answers, the header shows its logged-in frame without figures.
 */
export const useMemberInfo = () => {
  const session = useSession();
  return useQuery({
    queryKey: ['member', 'info', session?.token],
    queryFn: ({ signal }) => apiGet('/wps/member/info', shape<MemberInfo>(), { signal }),
    enabled: session !== null,
    retry: false,
  });
};

export const useBalance = () => {
  const session = useSession();
  return useQuery({
    queryKey: ['wallet', 'balance', session?.token],
    queryFn: ({ signal }) => apiGet('/wps/v2/wallets/balance', shape<BalanceValue>(), { signal }),
    enabled: session !== null,
    retry: false,
  });
};
