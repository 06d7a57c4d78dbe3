import { useQuery } from '@tanstack/react-query';
import type { MemberState } from '@lotto/contracts';
import { rewardApi } from '@lotto/contracts/promo/reward-api';
import { apiGet, shape } from '../api.ts';
import { useSession } from '../session.ts';

const stateRoute = rewardApi.state;

export const MEMBER_STATE_KEY = ['member', 'state'] as const;
/** The member's platform messages (messageV2's list and each message). */
export const MESSAGES_KEY = ['messages'] as const;

/**
 * GET /wps/member/state: what the header shows of a signed-in member in one call (rewards to
 * claim for the top reward bar, open missions for the menu badge, the VIP level).
 */
export const useMemberState = (enabled = true) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: [...MEMBER_STATE_KEY, token],
    queryFn: ({ signal }) => apiGet(stateRoute, { schema: shape<MemberState>(), signal }),
    enabled: enabled && token !== undefined,
    staleTime: 30_000,
    retry: false,
  });
};

/**
 * The member's unread platform messages for the header's and the side menu's badges: null for a
 * guest, while the state loads, or while the brand's messages (INBOX3) are off.
 */
export const useUnreadMessages = (): number | null => useMemberState().data?.unreadMessages ?? null;
