import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, useServerNow, zonedTimeText } from '../../client/clock.ts';
import { lotteryKeys } from '../../client/keys.ts';
import type { NearDraws } from '../../client/types.ts';
import { stationsOf, type VnGameInfo } from '../games.ts';
import { gameLabel } from '../labels.ts';

/**
 * The draw taking bets: game, station, numero (kỳ), the countdown to close on the server's
 * clock and the draw time in Vietnam's zone; an in-house draw shows its commitment.
 */
export function DrawBar({ info, near }: { info: VnGameInfo; near: NearDraws | undefined }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const now = useServerNow();
  const draw = near?.currentNumero;
  const left = draw ? draw.closeTime - now : null;
  const closed = left !== null && left <= 0;
  // Betting closed on the server's clock: ask which draw takes bets now.
  useEffect(() => {
    if (closed) void client.invalidateQueries({ queryKey: lotteryKeys.near(info.gameCode) });
  }, [closed, client, info.gameCode, draw?.numero]);
  const stations = draw ? stationsOf(info, draw.drawTime) : [];
  return (
    <section className="vn-drawbar lottery-panel" data-testid="vn-drawbar" aria-live="off">
      <div className="vn-drawbar__game">
        <h2 className="vn-drawbar__name">{gameLabel(t, info)}</h2>
        <p className="vn-drawbar__sub">
          {info.fast
            ? t('vnlottery.kind.fast', { minutes: info.minutes })
            : t('vnlottery.kind.official', { stations: stations.join(' · ') })}
        </p>
      </div>
      <div className="vn-drawbar__draw">
        <span className="vn-drawbar__label">{t('vnlottery.drawNo')}</span>
        <strong data-testid="vn-numero">{draw?.numero ?? '…'}</strong>
        {/* Kept (empty) while the draw loads, so the bar does not grow under the player's eyes. */}
        <span className="vn-drawbar__time">
          {draw && t('vnlottery.drawAt', { time: zonedTimeText(draw.drawTime, info.utcOffsetMinutes) })}
        </span>
      </div>
      <div className="vn-drawbar__clock" data-closed={closed || undefined}>
        <span className="vn-drawbar__label">{t('vnlottery.closesIn')}</span>
        <strong className="vn-countdown" data-testid="vn-countdown">
          {left === null ? '…' : closed ? t('vnlottery.closedNow') : countdownText(left)}
        </strong>
      </div>
      {draw?.commitment && (
        <p className="vn-drawbar__commit" title={draw.commitment}>
          {t('vnlottery.commitment')} <code>{draw.commitment.slice(0, 16)}…</code>
        </p>
      )}
    </section>
  );
}
