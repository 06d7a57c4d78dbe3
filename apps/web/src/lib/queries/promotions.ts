import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Bonus, BonusesValue, PromoCategory, Promotion, PromotionsValue } from '@lotto/contracts';
import { promoApi } from '@lotto/contracts/promo/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, apiSend, shape } from '../api.ts';
import { useSession } from '../session.ts';

/**
 * The promotion calls (docs/product/agents-and-promotions.md#promotions) the promotion pages,
 * the registration panel and the member centre's bonus page share.
 */
/** A promotion is open to take part in: not before its start nor after its end (a member's own status aside). */
export const isOpen = (status: Promotion['status']) => status !== 'coming soon' && status !== 'closed';

/** The list, with the signed-in member's own status on each (the session is in the key). */
export const usePromotions = (category?: PromoCategory) => {
  const lang = useLangCode();
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['promo', 'list', category ?? 'all', lang, token],
    queryFn: ({ signal }) =>
      apiGet(promoApi.promotions, {
        schema: shape<PromotionsValue>(),
        query: { category },
        signal,
      }),
  });
};

export const usePromotion = (id: number) => {
  const lang = useLangCode();
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['promo', 'one', id, lang, token],
    queryFn: ({ signal }) =>
      apiGet(promoApi.promotion, { schema: shape<Promotion>(), params: { id: String(id) }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
};

/** Money moved by a claim or forfeit: the bonuses, balance and wallet pages read again. */
export const useAfterBonusChange = () => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['promo', 'bonuses'] }),
      client.invalidateQueries({ queryKey: ['promo', 'list'] }),
      client.invalidateQueries({ queryKey: ['promo', 'one'] }),
      client.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
};

export const BONUS_PAGE_SIZE = 20;

/** GET /wps/member/bonuses: the member's bonuses, newest first, and the one being wagered. */
export const useBonuses = (pageNo = 1) => {
  const token = useSession()?.token;
  return useQuery({
    queryKey: ['promo', 'bonuses', token, pageNo],
    queryFn: ({ signal }) =>
      apiGet(promoApi.bonuses, {
        schema: shape<BonusesValue>(),
        query: { pageNo, pageSize: BONUS_PAGE_SIZE },
        signal,
      }),
    enabled: token !== undefined,
    staleTime: 0,
    retry: false,
  });
};

export const claimPromotion = (id: number) =>
  apiSend(promoApi.claim, { params: { id: String(id) }, body: {}, schema: shape<Bonus>() });

export const forfeitBonus = (id: number) =>
  apiSend(promoApi.forfeit, { params: { id: String(id) }, body: {}, schema: shape<Bonus>() });
