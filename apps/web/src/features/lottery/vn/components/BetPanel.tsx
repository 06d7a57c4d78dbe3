import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../lib/money.ts';
import { errorText } from '../../../../lib/api-errors.ts';
import { newRequestId } from '../../../../lib/api.ts';
import { lineStakeMinor, MAX_POINTS, parsePoints, type CartLine } from '../cart.ts';
import { entryText, parseEntry } from '../entry.ts';
import type { VnGameInfo } from '../games.ts';
import { betCountOf, ruleOf, unitsPerBetOf } from '../plays.ts';
import { NumberEntry } from './NumberEntry.tsx';
import { NumberGrid } from './NumberGrid.tsx';
import { PlayPicker, PlayPrice } from './PlayPicker.tsx';
import { QuickPicks } from './QuickPicks.tsx';
import { useVnPlayMenu } from '../queries.ts';

/** The points of the bet (1 to MAX_POINTS), what it adds, and "add to slip". */
function AddLine({
  pointsText,
  onPoints,
  betCount,
  stake,
  onAdd,
}: {
  pointsText: string;
  onPoints: (text: string) => void;
  betCount: number;
  /** Null while the points are not a number of points. */
  stake: bigint | null;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const pointsId = useId();
  const points = parsePoints(pointsText);
  return (
    <div className="vn-add">
      <label htmlFor={pointsId} className="vn-label">
        {t('vnlottery.points')}
      </label>
      <input
        id={pointsId}
        className="vn-input vn-add__points"
        inputMode="numeric"
        value={pointsText}
        onChange={(e) => onPoints(e.target.value)}
        aria-invalid={points === null || undefined}
        data-testid="vn-points"
      />
      <p className="vn-add__sum" data-testid="vn-add-sum">
        {stake === null || points === null
          ? t('vnlottery.pointsRule', { max: MAX_POINTS })
          : t('vnlottery.addSummary', { count: betCount, points, stake: formatCents(stake) })}
      </p>
      <button
        type="button"
        className="button"
        disabled={betCount === 0 || points === null}
        onClick={onAdd}
        data-testid="vn-add"
      >
        {t('vnlottery.add')}
      </button>
    </div>
  );
}

/**
 * Choosing a bet: the play type with its price, the numbers (typed, from the board or quick
 * picks) and the points, then "add to slip" with the bet count and stake the server will take.
 */
export function BetPanel({
  info,
  unitMinor,
  onAdd,
}: {
  info: VnGameInfo;
  unitMinor: bigint;
  onAdd: (line: CartLine) => void;
}) {
  const { t } = useTranslation();
  const menu = useVnPlayMenu(info.gameCode);
  const [chosen, setChosen] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [pointsText, setPointsText] = useState('1');
  if (menu.error) return <p className="vn-note">{errorText(t, menu.error)}</p>;
  // While the plays load the panel keeps about its height, so the slip below starts out of view.
  if (!menu.data)
    return (
      <p className="vn-note vn-note--panel" aria-busy="true">
        {t('vnlottery.loading')}
      </p>
    );

  const plays = menu.data.playMenuGroups.flatMap((g) => g.playMenus).filter((p) => p.playSwitch);
  const play = plays.find((p) => p.playId === chosen) ?? plays[0];
  const rule = play && ruleOf(play.playId);
  if (!play || !rule) return <p className="vn-note">{t('vnlottery.noPlays')}</p>;

  const numbers = parseEntry(text, rule.digits).numbers;
  const betCount = betCountOf(info.layout, { playId: play.playId, numbers });
  const points = parsePoints(pointsText);
  const unitsPerBet = unitsPerBetOf(info.layout, play.playId);
  const pick = (playId: string) => {
    const next = ruleOf(playId);
    if (next?.digits !== rule.digits) setText('');
    setChosen(playId);
  };
  const toggle = (n: number) =>
    setText(entryText(numbers.includes(n) ? numbers.filter((x) => x !== n) : [...numbers, n], rule.digits));
  const add = () => {
    if (betCount === 0 || points === null) return;
    onAdd({
      requestId: newRequestId(),
      gameCode: info.gameCode,
      playId: play.playId,
      numbers,
      points,
      betCount,
      unitsPerBet,
    });
    setText('');
  };

  return (
    <section className="lottery-panel vn-betpanel" data-testid="vn-betpanel" data-play={play.playId}>
      <PlayPicker menu={menu.data} playId={play.playId} onPick={pick} />
      <PlayPrice play={play} unitMinor={unitMinor} layout={info.layout} />
      <NumberEntry digits={rule.digits} text={text} onText={setText} minPicks={rule.minPicks} />
      <QuickPicks digits={rule.digits} onPick={(n) => setText(entryText(n, rule.digits))} />
      {rule.digits <= 2 && (
        <details className="vn-board" open>
          <summary data-testid="vn-grid-toggle">{t('vnlottery.entry.grid')}</summary>
          <NumberGrid digits={rule.digits as 1 | 2} picked={numbers} onToggle={toggle} />
        </details>
      )}
      <AddLine
        pointsText={pointsText}
        onPoints={setPointsText}
        betCount={betCount}
        stake={points === null ? null : lineStakeMinor({ betCount, unitsPerBet, points }, unitMinor)}
        onAdd={add}
      />
    </section>
  );
}
