import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts/lottery/games';
import type { Draw } from '@lotto/contracts/lottery/schedule';
import { createStore } from '../../../lib/store.ts';
import { MyBets } from './MyBets.tsx';
import { ResultsBoard } from './ResultsBoard.tsx';
import { TrendChart } from './TrendChart.tsx';
import type { LotteryGame } from '../client/types.ts';
import { VerifyPanel } from './VerifyPanel.tsx';

const TABS = ['results', 'trends', 'bets', 'verify'] as const;
type Tab = (typeof TABS)[number];

/** Which tab shows, and the draw the verifier checks; a placed bet or a result row set them. */
const view = createStore<{ tab: Tab; verify: string | null }>({ tab: 'results', verify: null });
export const showTab = (tab: Tab, verify: string | null = view.get().verify) => view.set({ tab, verify });

/** Results, trends, my bets and the verifier of the game, as tabs beside (or under) the board. */
export function InfoPanel({ info, game, draw }: { info: LotteryGame; game: Game; draw: Draw }) {
  const { t } = useTranslation();
  const { tab, verify } = view.use();
  // The verifier's draw belongs to this game: forget it when the game changes.
  useEffect(
    () => () => view.set({ tab: view.get().tab === 'verify' ? 'results' : view.get().tab, verify: null }),
    [],
  );
  const labels: Record<Tab, string> = {
    results: t('lottery.results.title'),
    trends: t('lottery.trends.title'),
    bets: t('lottery.myBets.title'),
    verify: t('lottery.verify.title'),
  };
  return (
    <aside className="lt-info lottery-panel" aria-label={t('lottery.info')}>
      <div className="lt-info__tabs" role="tablist">
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className="lt-tab"
            onClick={() => showTab(k)}
            data-testid={`lt-tab-${k}`}
          >
            {labels[k]}
          </button>
        ))}
      </div>
      <div className="lt-info__body" role="tabpanel" aria-label={labels[tab]}>
        {tab === 'results' && <ResultsBoard info={info} onVerify={(numero) => showTab('verify', numero)} />}
        {tab === 'trends' && <TrendChart info={info} />}
        {tab === 'bets' && <MyBets info={info} game={game} draw={draw} />}
        {tab === 'verify' && <VerifyPanel info={info} game={game} numero={verify} />}
      </div>
    </aside>
  );
}
