import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../lib/money.ts';
import { numbersWithDigits, type VnLayout } from '@lotto/contracts/lottery/vn';
import type { PrizeModeMenu } from '../../client/types.ts';
import { oddsText } from '../../common/odds.ts';
import { winPerHitMinor } from '../cart.ts';
import { groupLabel, playLabel } from '../labels.ts';
import { groupCodeOf, ruleOf, unitsPerBetOf } from '../plays.ts';

type MenuPlay = PrizeModeMenu['playMenuGroups'][number]['playMenus'][number];

/** The play types of the menu, grouped (lô, đề/càng, xiên, đầu/đuôi); switched-off plays are left out. */
export function PlayPicker({
  menu,
  playId,
  onPick,
}: {
  menu: PrizeModeMenu;
  playId: string;
  onPick: (playId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="vn-plays" data-testid="vn-plays">
      {menu.playMenuGroups.map((group) => {
        const plays = group.playMenus.filter((p) => p.playSwitch);
        if (plays.length === 0) return null;
        const code = groupCodeOf(group.playCode);
        return (
          <div key={group.playCode} className="vn-plays__group" role="group" aria-label={groupLabel(t, code)}>
            <span className="vn-plays__title">{groupLabel(t, code)}</span>
            <div className="vn-chips">
              {plays.map((p) => (
                <button
                  key={p.playId}
                  type="button"
                  className="chip vn-chip"
                  aria-pressed={p.playId === playId}
                  onClick={() => onPick(p.playId)}
                  data-testid={`vn-play-${p.playId}`}
                >
                  {playLabel(t, p.playId)}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/**
 * What a point of this play costs and pays, in money: lô is priced per point (one unit per drawn
 * number that can hit) and pays every time a drawn number ends in the pick.
 */
export function PlayPrice({
  play,
  unitMinor,
  layout,
}: {
  play: MenuPlay;
  unitMinor: bigint;
  layout: VnLayout;
}) {
  const { t } = useTranslation();
  const rule = ruleOf(play.playId);
  if (!rule) return null;
  const units = unitsPerBetOf(layout, play.playId);
  const price = formatCents(BigInt(play.singleBetPrice));
  const win = formatCents(winPerHitMinor({ unitsPerBet: units, unitMinor, oddsBp: play.oddsBp }));
  const unit = formatCents(unitMinor);
  const odds = oddsText(play.oddsBp, 0);
  const how =
    rule.kind === 'lo'
      ? t('vnlottery.how.lo', {
          count: numbersWithDigits(layout, rule.digits),
          digits: rule.digits,
          price,
          win,
        })
      : rule.kind === 'xien'
        ? t('vnlottery.how.xien', { k: rule.minPicks, price, win, count: numbersWithDigits(layout, 2) })
        : rule.kind === 'special'
          ? t('vnlottery.how.special', { digits: rule.digits, price, win })
          : t(rule.code === 'DAU' ? 'vnlottery.how.dau' : 'vnlottery.how.duoi', { price, win });
  return (
    <div className="vn-price" data-testid="vn-price" aria-live="polite">
      <p className="vn-price__figures">
        <span data-testid="vn-point-price">
          {rule.kind === 'lo'
            ? t('vnlottery.pointPrice', { units, unit, price })
            : t('vnlottery.betPrice', { price })}
        </span>
        <span className="vn-price__win" data-testid="vn-win-per-hit">
          {rule.kind === 'lo' ? t('vnlottery.perHit', { win }) : t('vnlottery.perBet', { win })}
          <small> (×{odds})</small>
        </span>
      </p>
      <p className="vn-note">{how}</p>
    </div>
  );
}
