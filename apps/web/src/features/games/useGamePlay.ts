import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { openModal } from '../../lib/modals.ts';
import { RESTRICTED_AGENT, useSession } from '../../lib/session.ts';
import { useFavourites, useFavouriteToggle } from './api.ts';
import { useLaunch } from './useLaunch.ts';

/**
 * What a list of game cards does, wherever it stands (a lobby, the home page): launch a game,
 * star it as a favourite (guests log in first, isAgent 4 is asked for a real account), and the
 * one notice to show when either fails.
 */
export function useGamePlay() {
  const { t } = useTranslation();
  const session = useSession();
  const favourites = useFavourites();
  const toggle = useFavouriteToggle();
  const { launch, busy, problem, clear } = useLaunch();
  const [favError, setFavError] = useState<unknown>(null);
  const favSet = new Set(favourites.data?.nodeIds ?? []);

  const onFavourite = async (game: Game, on: boolean) => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return;
    }
    if (session.isAgent === RESTRICTED_AGENT) {
      setFavError('restricted');
      return;
    }
    try {
      setFavError(null);
      await toggle(game, on);
    } catch (error) {
      setFavError(error);
    }
  };

  const notice =
    problem?.kind === 'restricted' || favError === 'restricted'
      ? t('in_need_true_account')
      : problem?.kind === 'failed'
        ? errorText(t, problem.error)
        : favError
          ? errorText(t, favError)
          : null;

  return {
    launch,
    busy,
    isFavourite: (game: Game) => favSet.has(game.nodeId),
    onFavourite,
    notice,
    dismiss: () => {
      clear();
      setFavError(null);
    },
  };
}
