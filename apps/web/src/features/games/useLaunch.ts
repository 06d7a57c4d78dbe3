import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Game } from '@lotto/contracts';
import { currentLangCode } from '../../i18n/index.ts';
import { openModal } from '../../lib/modals.ts';
import { RESTRICTED_AGENT, useSession } from '../../lib/session.ts';
import { launchGame } from './api.ts';

export type LaunchProblem = { kind: 'restricted' } | { kind: 'failed'; error: unknown } | null;

/**
 * Opens a game (docs/product/games.md#launch): a guest gets the login modal and nothing launches; isAgent 4
 * is asked for a real account; otherwise the launch call answers the game's page, shown in
 * the /game iframe (a vendor's page) or opened in place (an in-house game of this site).
 */
export function useLaunch() {
  const session = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<LaunchProblem>(null);
  const launch = async (game: Game) => {
    if (!session) {
      openModal('loginPopupModal', { tab: 'login' });
      return;
    }
    if (session.isAgent === RESTRICTED_AGENT) {
      setProblem({ kind: 'restricted' });
      return;
    }
    if (busy !== null) return;
    setBusy(game.nodeId);
    setProblem(null);
    try {
      const { content } = await launchGame(game, currentLangCode());
      void client.invalidateQueries({ queryKey: ['games', 'recent'] });
      if (/^https?:\/\//.test(content.game_url))
        await navigate(
          `/game?url=${encodeURIComponent(content.game_url)}&name=${encodeURIComponent(content.gameName)}`,
        );
      else await navigate(content.game_url);
    } catch (error) {
      setProblem({ kind: 'failed', error });
    } finally {
      setBusy(null);
    }
  };
  return { launch, busy, problem, clear: () => setProblem(null) };
}
