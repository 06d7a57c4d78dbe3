import type { TFunction } from 'i18next';
import { tAny } from '../../../lib/api-errors.ts';
import type { VnGameInfo } from './games.ts';
import { playCodeOf } from './plays.ts';

/** "North lottery", "North fast 3 min": names from the region, in the page's language. */
export function gameLabel(t: TFunction, info: VnGameInfo): string {
  const region = t(`vnlottery.region.${info.region}`);
  return info.fast
    ? t('vnlottery.game.fast', { region, minutes: info.minutes })
    : t('vnlottery.game.official', { region });
}

export function playLabel(t: TFunction, playId: string): string {
  const code = playCodeOf(playId);
  return code ? t(`vnlottery.plays.${code}`) : playId;
}

/** A menu group (LO, DE, XIEN, DAU_DUOI); an unknown one shows its code. */
export const groupLabel = (t: TFunction, code: string): string =>
  tAny(t)(`vnlottery.groups.${code}`, { defaultValue: code });

/** A prize tier's short label (ĐB, G1 ...) and its full name (Giải đặc biệt ...). */
export const prizeLabel = (
  t: TFunction,
  { prize, full = false }: { prize: string; full?: boolean },
): string => tAny(t)(`vnlottery.${full ? 'prizeName' : 'prize'}.${prize}`, { defaultValue: prize });
