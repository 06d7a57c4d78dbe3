import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Crash } from './Crash.tsx';
import { Dice } from './Dice.tsx';
import { INHOUSE_CODES, type InhouseCode } from './helpers.ts';
import { Keno } from './Keno.tsx';
import { Mines } from './Mines.tsx';
import { BalanceLine } from './parts.tsx';
import { Plinko } from './Plinko.tsx';
import { Slot } from './Slot.tsx';
import './inhouse.css';

const SCREENS: Record<InhouseCode, () => React.JSX.Element> = {
  dice: Dice,
  crash: Crash,
  mines: Mines,
  plinko: Plinko,
  keno: Keno,
  slot: Slot,
};

/** /inhouse/:game: one screen per in-house game, tabs to the others, the balance and the rules link. */
export function InhousePage({ game }: { game: InhouseCode }) {
  const { t } = useTranslation();
  const Screen = SCREENS[game];
  return (
    <div className="page ih-page" data-testid={`inhouse-${game}`}>
      <div className="ih-top">
        <h1 className="page__title">{t(`inhouse.games.${game}`)}</h1>
        {game !== 'crash' && <BalanceLine />}
      </div>
      <nav className="ih-tabs" aria-label={t('inhouse.gamesNav')}>
        {INHOUSE_CODES.map((code) => (
          <NavLink key={code} to={`/inhouse/${code}`} className="ih-tab" data-testid={`ih-tab-${code}`}>
            {t(`inhouse.games.${code}`)}
          </NavLink>
        ))}
      </nav>
      <Screen key={game} />
      <p className="ih-note ih-links">
        <Link to="/inhouse">{t('inhouse.lobby')}</Link> · <Link to="/verify">{t('inhouse.verifier')}</Link>
      </p>
    </div>
  );
}
