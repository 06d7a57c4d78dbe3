import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  DepositChannel,
  DepositOrder,
  TransactionPage,
  TxType,
  zDepositOrderPage,
  zIconValue,
} from '@lotto/contracts';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** Contract types only: the schemas (and zod) stay on the server. */
export type IconValue = ReturnType<(typeof zIconValue)['parse']>;
export type DepositOrderPage = ReturnType<(typeof zDepositOrderPage)['parse']>;

/** The account record's movement types (contracts wallet/records.ts txTypes), in its order. */
export const TX_TYPES = [
  'deposit',
  'withdraw',
  'transfer',
  'adjustment',
  'wallet.transfer',
  'bet',
  'payout',
  'refund',
  'bonus',
  'play.grant',
] as const satisfies readonly TxType[];
// The compiler holds this copy to the contract: a type added there fails here until listed.
type Unlisted = Exclude<TxType, (typeof TX_TYPES)[number]>;
const _complete: [Unlisted] extends [never] ? true : never = true;

/** Money pages read fresh figures each time they open; a minute-old record would mislead. */
const FRESH = { staleTime: 0, retry: false } as const;

export const iconKey = (token: string | undefined) => ['member', 'icon', token] as const;

/** GET /wps/member/info/icon: the member's avatar and the avatars to choose from. */
export const useMemberIcon = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: iconKey(token),
    queryFn: ({ signal }) => apiGet('/wps/member/info/icon', shape<IconValue>(), { signal }),
    enabled: token !== undefined,
  });
};

export const putMemberIcon = (icon: string) =>
  apiSend('PUT', '/wps/member/info/icon', { icon }, shape<IconValue>());

export const useDepositChannels = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'deposit', 'channels', token],
    queryFn: ({ signal }) => apiGet('/wps/wallet/deposit/channels', shape<DepositChannel[]>(), { signal }),
    enabled: token !== undefined,
    ...FRESH,
  });
};

export const createDeposit = (body: { channel: string; amount: string; requestId: string }) =>
  apiSend('POST', '/wps/wallet/deposit', body, shape<DepositOrder>());

/** While an order waits for its money, the list asks again every 10 s. */
export const ORDER_REFRESH_MS = 10_000;
export const depositOrdersKey = (token: string | undefined) =>
  ['wallet', 'deposit', 'orders', token] as const;

export const useDepositOrders = (pageNo: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: [...depositOrdersKey(token), pageNo],
    queryFn: ({ signal }) =>
      apiGet('/wps/wallet/deposit/orders', shape<DepositOrderPage>(), { query: { pageNo }, signal }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((o) => o.status === 'pending') ? ORDER_REFRESH_MS : false,
    ...FRESH,
  });
};

export type TransactionFilter = { txType: TxType | ''; from: number; to: number; pageNo: number };
export const TX_PAGE_SIZE = 20;

export const useTransactions = (filter: TransactionFilter | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'transactions', token, filter],
    queryFn: ({ signal }) =>
      apiGet('/wps/wallet/transactions', shape<TransactionPage>(), {
        query: {
          txType: filter?.txType || undefined,
          from: filter?.from,
          to: filter?.to,
          pageNo: filter?.pageNo,
          pageSize: TX_PAGE_SIZE,
        },
        signal,
      }),
    enabled: token !== undefined && filter !== null,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
};
