import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Winners } from '@lotto/contracts';
import { rewardApi } from '@lotto/contracts/promo/reward-api';
import { apiGet, shape } from '../../lib/api.ts';
import { formatWithSymbol } from '../../lib/money.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useVendorLanes } from '../../lib/queries/vendors.ts';
import { formatTimestamp } from '../../lib/time.ts';
import { agoOf, WINNERS_REFRESH_MS, WINNERS_SHOWN, type Ago } from './winners-time.ts';
import './winners.css';

const winnersRoute = rewardApi.winners;

const useWinners = () =>
  useQuery({
    queryKey: ['winners'],
    queryFn: ({ signal }) => apiGet(winnersRoute, { schema: shape<Winners>(), signal }),
    refetchInterval: WINNERS_REFRESH_MS,
    staleTime: WINNERS_REFRESH_MS,
  });

function AgoText({ ago }: { ago: Ago }) {
  const { t } = useTranslation();
  return <>{ago.unit === 'justNow' ? t('winners.justNow') : t(`winners.${ago.unit}`, { n: ago.n })}</>;
}

/**
 * The home page's "Recent big wins" (GET /wps/winners, public): masked names, amounts, games (by
 * the vendor's name) and how long ago, read again every 45 s. Hidden while the brand has no big win to show.
 */
export default function WinnersBoard() {
  const { t } = useTranslation();
  const winners = useWinners();
  // the game as players know it: the vendor's name from the lobby's lanes (the home page reads them)
  const lanes = useVendorLanes().data ?? [];
  const vendorName = new Map(lanes.flatMap((l) => l.cards.map((c) => [c.vendor, c.displayName] as const)));
  const symbol = useSystemStatus().data?.info.whitelabel.currencySymbol ?? '';
  const list = winners.data?.list.slice(0, WINNERS_SHOWN) ?? [];
  if (list.length === 0) return null;
  // "ago" as of the latest read: the board reads again every 45 s
  const now = winners.dataUpdatedAt;
  return (
    <section className="home-section winners" aria-labelledby="home-winners" data-testid="winners">
      <header className="home-section__head">
        <h2 id="home-winners">{t('winners.title')}</h2>
      </header>
      <ul className="winners__list">
        {list.map((w, i) => (
          <li key={`${w.at}-${w.name}-${i}`} className="winners__row" data-testid="winner">
            <span className="winners__name">{w.name}</span>
            <span className="winners__game">{vendorName.get(w.game) ?? w.game}</span>
            <span className="winners__amount" data-testid="winner-amount">
              {formatWithSymbol(symbol, w.amount)}
            </span>
            <time
              className="winners__ago"
              dateTime={new Date(w.at).toISOString()}
              title={formatTimestamp(w.at)}
            >
              <AgoText ago={agoOf(w.at, now)} />
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}
