import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import '../../features/games/games.css';

/** /game: a launched vendor game in an iframe (the launch call answers its URL). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const url = params.get('url');
  const name = params.get('name') ?? t('game.title');
  const safe = url && /^https?:\/\//.test(url) ? url : undefined;
  return (
    <div className="page page--game" data-testid="game">
      <div className="game-page__bar">
        <h1 className="page__title">{name}</h1>
        <Link
          to=".."
          relative="path"
          onClick={(e) => {
            if (window.history.length > 1) {
              e.preventDefault();
              window.history.back();
            }
          }}
        >
          {t('game.back')}
        </Link>
      </div>
      {safe ? (
        <iframe
          className="game-frame"
          src={safe}
          title={name}
          allow="fullscreen; autoplay"
          referrerPolicy="no-referrer"
          data-testid="game-frame"
        />
      ) : (
        <p>{t('game.none')}</p>
      )}
    </div>
  );
}
