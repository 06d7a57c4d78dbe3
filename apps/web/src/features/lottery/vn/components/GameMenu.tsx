import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VnRegion } from '@lotto/contracts/lottery/vn';
import { useRecentGames } from '../../client/api.ts';
import { countdownText, useServerNow } from '../../client/clock.ts';
import { useOpenDraws } from '../../client/events.ts';
import { useLotteryFavourites } from '../../client/favourites.ts';
import { FavStar } from '../../common/FavStar.tsx';
import { gamesOfRegion, stationsOf, vnGameInfo, VN_REGIONS, type VnGameInfo } from '../games.ts';
import { gameLabel } from '../labels.ts';

type Choose = (gameCode: string) => void;

type ItemProps = {
  info: VnGameInfo;
  current: boolean;
  now: number;
  starred: boolean;
  onChoose: Choose;
  onStar: Choose;
};

function GameItem({ info, current, now, starred, onChoose, onStar }: ItemProps) {
  const { t } = useTranslation();
  const draw = useOpenDraws()[info.gameCode];
  const name = gameLabel(t, info);
  const stations = stationsOf(info, draw?.drawTime ?? now);
  return (
    <li className="vn-game" data-current={current || undefined} data-testid={`vn-game-${info.gameCode}`}>
      <button
        type="button"
        className="vn-game__pick"
        aria-current={current ? 'true' : undefined}
        onClick={() => onChoose(info.gameCode)}
      >
        <span className="vn-game__name">{name}</span>
        <span className="vn-game__sub">
          {info.fast ? (
            t('vnlottery.kind.fast', { minutes: info.minutes })
          ) : (
            <>
              <b>{stations[0]}</b>
              {stations.length > 1 && ` · ${stations.slice(1).join(' · ')}`}
            </>
          )}
        </span>
        {draw && (
          <span className="vn-game__clock" aria-label={t('vnlottery.closesIn')}>
            {countdownText(draw.closeTime - now)}
          </span>
        )}
      </button>
      <FavStar
        on={starred}
        label={t(starred ? 'vnlottery.favRemove' : 'vnlottery.favAdd', { game: name })}
        onToggle={() => onStar(info.gameCode)}
        className="vn-star"
        testId="vn-star"
      />
    </li>
  );
}

/** Favourite or recent games as a row of chips. */
function ShortList({
  title,
  codes,
  onChoose,
  testId,
}: {
  title: string;
  codes: string[];
  onChoose: Choose;
  testId: string;
}) {
  const { t } = useTranslation();
  const games = codes.map(vnGameInfo).filter((g): g is VnGameInfo => g !== undefined);
  if (games.length === 0) return null;
  return (
    <section className="vn-short" data-testid={testId}>
      <h2 className="vn-h3">{title}</h2>
      <div className="vn-chips">
        {games.map((g) => (
          <button
            key={g.gameCode}
            type="button"
            className="chip vn-chip"
            onClick={() => onChoose(g.gameCode)}
          >
            {gameLabel(t, g)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** VN menus by region (Miền Bắc, Miền Trung, Miền Nam) with the day's stations, favourites and recent games. */
export function GameMenu({
  codes,
  current,
  onChoose,
}: {
  codes: string[];
  current: string;
  onChoose: Choose;
}) {
  const { t } = useTranslation();
  const [region, setRegion] = useState<VnRegion>(vnGameInfo(current)?.region ?? 'north');
  const fav = useLotteryFavourites();
  const recent = useRecentGames();
  const now = useServerNow();
  const choose = (code: string) => {
    const r = vnGameInfo(code)?.region;
    if (r) setRegion(r);
    onChoose(code);
  };
  const games = gamesOfRegion(codes, region);
  const offered = (code: string) => codes.includes(code);
  return (
    <nav className="vn-menu lottery-panel" aria-label={t('vnlottery.menu')} data-testid="vn-menu">
      <div className="vn-regions" role="tablist" aria-label={t('vnlottery.regions')}>
        {VN_REGIONS.map((r) => (
          <button
            key={r}
            type="button"
            role="tab"
            aria-selected={r === region}
            className="vn-region"
            onClick={() => setRegion(r)}
            data-testid={`vn-region-${r}`}
          >
            {t(`vnlottery.region.${r}`)}
          </button>
        ))}
      </div>
      {games.length > 0 ? (
        <ul className="vn-games">
          {games.map((g) => (
            <GameItem
              key={g.gameCode}
              info={g}
              current={g.gameCode === current}
              now={now}
              starred={fav.codes.includes(g.gameCode)}
              onChoose={choose}
              onStar={(code) => void fav.toggle(code)}
            />
          ))}
        </ul>
      ) : (
        <p className="vn-note">{t('vnlottery.noRegionGames')}</p>
      )}
      {fav.restricted && <p className="vn-error">{t('in_need_true_account')}</p>}
      <ShortList
        title={t('vnlottery.favourites')}
        codes={fav.codes.filter(offered)}
        onChoose={choose}
        testId="vn-favourites"
      />
      <ShortList
        title={t('vnlottery.recent')}
        codes={(recent.data ?? []).map((g) => g.gameCode).filter(offered)}
        onChoose={choose}
        testId="vn-recent"
      />
    </nav>
  );
}
