import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BalanceValue,
  BetPage,
  BankCard,
  TransferInfo,
  Withdrawal,
  WithdrawInfo,
  DepositChannel,
  DepositOrder,
  TransactionPage,
  TxType,
  zDepositOrderPage,
  zWithdrawalPage,
  zMerchantWalletValue,
  zIconValue,
} from '@lotto/contracts';
import { gameApi } from '@lotto/contracts/games/api';
import { memberApi } from '@lotto/contracts/member/api';
import { walletApi } from '@lotto/contracts/wallet/api';
import type { Route } from '@lotto/contracts/common/endpoint';
import { apiForm, apiGet, apiSend, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';

/** Contract types only: the schemas (and zod) stay on the server. */
export type IconValue = ReturnType<(typeof zIconValue)['parse']>;
export type MerchantWallets = ReturnType<(typeof zMerchantWalletValue)['parse']>;
export type WithdrawalPage = ReturnType<(typeof zWithdrawalPage)['parse']>;
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
  'rebate',
  'dividend',
  'wage',
  'jackpot',
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
    queryFn: ({ signal }) => apiGet(memberApi.icon, { schema: shape<IconValue>(), signal }),
    enabled: token !== undefined,
  });
};

export const putMemberIcon = (icon: string) =>
  apiSend(memberApi.setIcon, { body: { icon }, schema: shape<IconValue>() });

export const useDepositChannels = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'deposit', 'channels', token],
    queryFn: ({ signal }) => apiGet(walletApi.depositChannels, { schema: shape<DepositChannel[]>(), signal }),
    enabled: token !== undefined,
    ...FRESH,
  });
};

export const createDeposit = (body: { channel: string; amount: string; requestId: string }) =>
  apiSend(walletApi.deposit, { body, schema: shape<DepositOrder>() });

/** While an order waits for its money, the list asks again every 10 s. */
export const ORDER_REFRESH_MS = 10_000;
export const depositOrdersKey = (token: string | undefined) =>
  ['wallet', 'deposit', 'orders', token] as const;

export const useDepositOrders = (pageNo: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: [...depositOrdersKey(token), pageNo],
    queryFn: ({ signal }) =>
      apiGet(walletApi.depositOrders, { schema: shape<DepositOrderPage>(), query: { pageNo }, signal }),
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
      apiGet(walletApi.transactions, {
        schema: shape<TransactionPage>(),
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

const useMemberQuery = <T>(key: readonly unknown[], route: Route<'GET'>) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', ...key, token],
    queryFn: ({ signal }) => apiGet(route, { schema: shape<T>(), signal }),
    enabled: token !== undefined,
    ...FRESH,
  });
};

export const useWithdrawInfo = () =>
  useMemberQuery<WithdrawInfo>(['withdraw', 'info'], walletApi.withdrawInfo);
export const useBankCards = () => useMemberQuery<BankCard[]>(['withdraw', 'cards'], walletApi.bankCards);
export const useTransferInfo = () =>
  useMemberQuery<TransferInfo>(['transfer', 'info'], walletApi.transferInfo);

/** While a withdrawal waits for the operator, its list asks again every 10 s (and on every balance event). */
export const useWithdrawals = (pageNo: number) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'withdraw', 'orders', token, pageNo],
    queryFn: ({ signal }) =>
      apiGet(walletApi.withdrawals, { schema: shape<WithdrawalPage>(), query: { pageNo }, signal }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.list.some((w) => w.status === 'pending') ? ORDER_REFRESH_MS : false,
    ...FRESH,
  });
};

type Done = { done: boolean };
export const setPaymentPassword = (body: {
  oldPassword?: string;
  newPassword: string;
  confirmPassword: string;
}) => apiSend(walletApi.paymentPassword, { body, schema: shape<Done>() });

export const addBankCard = (body: {
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
}) => apiSend(walletApi.addBankCard, { body, schema: shape<BankCard>() });

export const requestWithdrawal = (body: {
  cardId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSend(walletApi.withdraw, { body, schema: shape<Withdrawal>() });

export const confirmReceipt = (
  orderRef: string,
  { result, proofs }: { result: NonNullable<Withdrawal['receipt']>; proofs: File[] },
) => {
  const form = new FormData();
  form.append('result', result);
  for (const file of proofs) form.append('proof', file, file.name);
  return apiForm(walletApi.receipt, {
    params: { orderRef },
    body: form,
    schema: shape<Withdrawal>(),
  });
};

export const transferTo = (body: {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSend(walletApi.transfer, { body, schema: shape<{ balance: string }>() });

/** GET /wps/relay/GCS_merchantWallet: single wallet, or the vendor wallets with what each holds. */
export const useMerchantWallets = () =>
  useMemberQuery<MerchantWallets>(['merchant'], walletApi.merchantWallet);

export const walletTransfer = (body: { from: string; to: string; amount: string; requestId: string }) =>
  apiSend(walletApi.walletTransfer, { body, schema: shape<BalanceValue>() });

export type BetFilter = {
  vendor: string;
  gameType: string;
  status: '' | 'open' | 'settled' | 'void' | 'won' | 'lost';
  from: number;
  to: number;
  pageNo: number;
};
export const BET_PAGE_SIZE = 20;

/** GET /wps/game/bets: the betting record with its totals over the whole filter. */
export const useBets = (filter: BetFilter | null) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['wallet', 'bets', token, filter],
    queryFn: ({ signal }) =>
      apiGet(gameApi.bets, {
        schema: shape<BetPage>(),
        query: {
          vendor: filter?.vendor || undefined,
          gameType: filter?.gameType || undefined,
          status: filter?.status || undefined,
          from: filter?.from,
          to: filter?.to,
          pageNo: filter?.pageNo,
          pageSize: BET_PAGE_SIZE,
        },
        signal,
      }),
    enabled: token !== undefined && filter !== null,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
};
