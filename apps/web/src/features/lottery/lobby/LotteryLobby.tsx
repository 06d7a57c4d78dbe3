import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lotteryVendorOf } from '@lotto/contracts/lottery/launch';
import { errorText } from '../../../lib/api-errors.ts';
import { useServerNow } from '../client/clock.ts';
import { useLotteryBoard, type BoardRow } from './board.ts';
import { DrawCard } from './DrawCard.tsx';
import './lobby.css';

const ALL = 'all';
const CATEGORIES = ['LOTT', 'ELOTT'] as const;

/** The filters a lobby link may carry: a category (side menu), a vendor (its card) or a family. */
const matches = (row: BoardRow, f: { category: string; vendor: string; family: string }) =>
  (f.category === ALL || row.info.gameType === f.category) &&
  (f.vendor === ALL || lotteryVendorOf(row.game).vendorCode === f.vendor) &&
  (f.family === ALL || row.game.family === f.family);

/**
 * The lottery lobby (/elott, where the lottery and e-lottery categories lead): every lottery game
 * of the brand with its draw taking bets, a live countdown and its latest result, filtered by
 * category and family in the address (a side-menu item or a vendor card links to its part).
 */
export function LotteryLobby() {
  const { t } = useTranslation();
  const now = useServerNow();
  const [params, setParams] = useSearchParams();
  const board = useLotteryBoard(now);
  const filter = {
    category: params.get('category')?.toUpperCase() ?? ALL,
    vendor: params.get('vendor')?.toUpperCase() ?? ALL,
    family: params.get('family')?.toUpperCase() ?? ALL,
  };
  // The family chips offer what the chosen category and vendor have.
  const families = [
    ...new Set(board.rows.filter((r) => matches(r, { ...filter, family: ALL })).map((r) => r.game.family)),
  ];
  const rows = board.rows.filter((r) => matches(r, filter));
  const choose = (key: string, value: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (value === ALL) next.delete(key);
      else next.set(key, value);
      if (key === 'category') next.delete('vendor');
      return next;
    });
  const chip = ({ key, value, label }: { key: 'category' | 'family'; value: string; label: string }) => (
    <button
      key={value}
      type="button"
      className="lobby-chip"
      aria-pressed={filter[key] === value}
      onClick={() => choose(key, value)}
    >
      {label}
    </button>
  );

  return (
    <div className="lottery-lobby" data-testid="lottery-lobby">
      <div className="lottery-lobby__filters" role="group" aria-label={t('draws.filterCategory')}>
        {chip({ key: 'category', value: ALL, label: t('draws.all') })}
        {CATEGORIES.map((c) => chip({ key: 'category', value: c, label: t(`category.${c}`) }))}
      </div>
      {families.length > 1 && (
        <div className="lottery-lobby__filters" role="group" aria-label={t('draws.filterFamily')}>
          {chip({ key: 'family', value: ALL, label: t('draws.allFamilies') })}
          {families.map((f) => chip({ key: 'family', value: f, label: t(`draws.family.${f}`) }))}
        </div>
      )}
      {board.error ? (
        <p role="alert">{errorText(t, board.error)}</p>
      ) : board.isPending ? (
        <p className="muted" aria-busy="true">
          {t('draws.loading')}
        </p>
      ) : rows.length === 0 ? (
        <p className="lottery-lobby__empty" data-testid="lottery-lobby-empty">
          {t('draws.empty')}
        </p>
      ) : (
        <ul className="draw-grid">
          {rows.map((row) => (
            <li key={row.info.gameCode}>
              <DrawCard row={row} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
