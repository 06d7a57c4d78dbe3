import { useQuery } from '@tanstack/react-query';
import type { BalanceValue, MemberInfo } from '@lotto/contracts';
import { memberApi } from '@lotto/contracts/member/api';
import { walletApi } from '@lotto/contracts/wallet/api';
import { ApiError, apiGet, shape } from '../api.ts';
import { DEMO_AGENT, SESSION_KEYS, signOut, useSession } from '../session.ts';
import { openModal } from '../modals.ts';
import { readStorage, writeStorage } from '../storage.ts';

/** GET /wps/member/info; a session the server no longer knows (expired, revoked) signs out here. */
const getMemberInfo = async (signal: AbortSignal): Promise<MemberInfo> => {
  try {
    const info = await apiGet(memberApi.info, { schema: shape<MemberInfo>(), signal });
    // The member labels (text and colours) are kept in the session (docs/product/accounts.md#member-info).
    writeStorage('session', { key: SESSION_KEYS.memberLabel, value: JSON.stringify(info.memberLabel) });
    // The server holds this session to a password change (a reload, a new tab): ask for it again.
    if (info.passwordChange && readStorage('session', SESSION_KEYS.changePassword) === null) {
      writeStorage('session', { key: SESSION_KEYS.changePassword, value: info.passwordChange });
      openModal('changePassModal');
    }
    return info;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'login.not.session') signOut();
    throw error;
  }
};

/**
 * Member info and balance for the header. Their server side comes with the accounts and wallet
 * modules; until a call answers, the header shows its logged-in frame without figures.
 */
export const useMemberInfo = () => {
  const session = useSession();
  return useQuery({
    queryKey: ['member', 'info', session?.token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: session !== null,
    retry: false,
  });
};

/**
 * Whether the signed-in account is a free demo playing with play money: its login says so at
 * once; a session opened from a token link learns it from the member info.
 */
export const usePlayMoney = (): boolean => {
  const session = useSession();
  const info = useMemberInfo();
  return session !== null && (session.isAgent === DEMO_AGENT || info.data?.type === DEMO_AGENT);
};

export const useBalance = () => {
  const session = useSession();
  return useQuery({
    queryKey: ['wallet', 'balance', session?.token],
    queryFn: ({ signal }) => apiGet(walletApi.balance, { schema: shape<BalanceValue>(), signal }),
    enabled: session !== null,
    retry: false,
  });
};
