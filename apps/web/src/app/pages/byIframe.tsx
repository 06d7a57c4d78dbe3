import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /game: a launched game in an iframe (the launch call answers the URL). */
export function Component() {
  const { t } = useTranslation();
  const url = useSearchParams()[0].get('url');
  const safe = url && /^https?:\/\//.test(url) ? url : undefined;
  return (
    <div className="page page--game" data-testid="game">
      {safe ? (
        <iframe className="game-frame" src={safe} title={t('modal.game')} allow="fullscreen; autoplay" />
      ) : (
        <p>{t('game.none')}</p>
      )}
    </div>
  );
}
