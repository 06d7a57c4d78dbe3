import { useTranslation } from 'react-i18next';
import { Balls } from '../common/Balls.tsx';
import { specialOf } from '../common/numbers.ts';
import type { BoardRow } from './board.ts';

/**
 * A game's latest result in a card or a list: the balls, or for a Vietnamese draw (27 or 18
 * numbers) its special prize, which is what players look for first.
 */
export function LastResult({ row }: { row: BoardRow }) {
  const { t } = useTranslation();
  if (!row.last) return <span className="muted">{t('draws.noResult')}</span>;
  if (row.game.family === 'VN') {
    return (
      <span className="draw-card__special" data-win={row.last.winNo}>
        <small>{t('draws.special')}</small> <strong>{specialOf(row.last.winNo)}</strong>
      </span>
    );
  }
  return <Balls winNo={row.last.winNo} family={row.game.family} size="sm" />;
}
