import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConvertValue,
  MallItemsValue,
  MallOrder,
  MallOrdersValue,
  PointsValue,
  WithdrawInfo,
} from '@lotto/contracts';
import { mallApi } from '@lotto/contracts/mall/api';
import { walletApi } from '@lotto/contracts/wallet/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { useSession } from '../../lib/session.ts';
import type { OrderFilter } from './mall-rules.ts';

/** The point mall's calls (docs/product/agents-and-promotions.md#point-mall), all the member's. */
const FRESH = { staleTime: 0, retry: false } as const;

export const useMallPoints = () => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['mall', 'points', token],
    queryFn: ({ signal }) => apiGet(mallApi.points, { schema: shape<PointsValue>(), signal }),
    enabled: token !== undefined,
    ...FRESH,
  });
};

/** The catalogue: public, so a visitor sees what points buy before signing in. */
export const useMallItems = (enabled: boolean) => {
  const token = useSession()?.token;
  const lang = useLangCode();
  return useQuery({
    queryKey: ['mall', 'items', token, lang],
    queryFn: ({ signal }) => apiGet(mallApi.items, { schema: shape<MallItemsValue>(), signal }),
    enabled,
    ...FRESH,
  });
};

export const ORDERS_PAGE_SIZE = 10;

export const useMallOrders = (status: OrderFilter, pageNo: number) => {
  const token = useSession()?.token;
  const lang = useLangCode();
  return useQuery({
    queryKey: ['mall', 'orders', token, lang, status, pageNo],
    queryFn: ({ signal }) =>
      apiGet(mallApi.orders, {
        schema: shape<MallOrdersValue>(),
        query: { ...(status === 'all' ? {} : { status }), pageNo, pageSize: ORDERS_PAGE_SIZE },
        signal,
      }),
    enabled: token !== undefined,
    placeholderData: keepPreviousData,
    ...FRESH,
  });
};

/** Whether the member has a payment password (GET /wps/wallet/withdraw/info says so). */
export const usePaymentPasswordSet = (): boolean | undefined => {
  const token = useSession()?.token;
  const info = useQuery({
    queryKey: ['wallet', 'withdraw', 'info', token],
    queryFn: ({ signal }) => apiGet(walletApi.withdrawInfo, { schema: shape<WithdrawInfo>(), signal }),
    enabled: token !== undefined,
    ...FRESH,
  });
  return info.data?.paymentPasswordSet;
};

export const redeemItem = (body: {
  itemId: number;
  qty: number;
  paymentPassword: string;
  requestId: string;
  contact?: string;
}) => apiSend(mallApi.redeem, { body, schema: shape<MallOrder>() });

export const convertPoints = (body: { points: number; paymentPassword: string; requestId: string }) =>
  apiSend(mallApi.convert, { body, schema: shape<ConvertValue>() });

/** Points, stock or the balance moved: the mall's queries and the wallet's read again. */
export const useAfterMallChange = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['mall'] }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
};
