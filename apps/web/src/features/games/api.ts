import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game, GameListValue, LaunchValue } from '@lotto/contracts';
import { GAME_CLIENT_TYPE, GAME_PAGE_SIZE } from '@lotto/contracts/games/constants';
import { gameApi } from '@lotto/contracts/games/api';
import { useLangCode } from '../../i18n/useLangCode.ts';
import { apiGet, apiSend, shape } from '../../lib/api.ts';
import { usePlayer, useSession } from '../../lib/session.ts';

export type LobbyFilter = {
  gameType: string;
  vassalage: string;
  gameName: string;
  minBet: string;
  pageNo: number;
};

/** GCSGAME_gameList with the lobby's filters: clientType 3, 42 a page (docs/product/games.md#game-list). */
export const useGameList = (f: LobbyFilter) => {
  const lang = useLangCode();
  return useQuery({
    queryKey: ['games', 'list', lang, f],
    queryFn: ({ signal }) =>
      apiGet(gameApi.gameList, {
        schema: shape<GameListValue>(),
        query: {
          clientType: GAME_CLIENT_TYPE,
          platform: 'html5-desktop',
          gameType: f.gameType,
          vassalage: f.vassalage || undefined,
          gameName: f.gameName || undefined,
          minBet: f.minBet || undefined,
          pageNo: f.pageNo,
          pageSize: GAME_PAGE_SIZE,
          language: lang,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};

/** Favourites and recent games exist for real signed-in members only (docs/product/games.md#favourites-and-recent-games). */
export const favouritesKey = (token: string | undefined) => ['games', 'favourites', token] as const;

export const useFavourites = () => {
  const player = usePlayer();
  return useQuery({
    queryKey: favouritesKey(player?.token),
    queryFn: ({ signal }) =>
      apiGet(gameApi.favourites, {
        schema: shape<{ nodeIds: number[]; games: Game[] }>(),
        signal,
      }),
    enabled: player !== null,
    staleTime: 60_000,
  });
};

/** The member's recent games of one category: a lobby's strip shows its own games only. */
export const useRecentGames = (gameType: string) => {
  const player = usePlayer();
  const lang = useLangCode();
  return useQuery({
    queryKey: ['games', 'recent', player?.token, lang, gameType],
    queryFn: ({ signal }) =>
      apiGet(gameApi.recent, {
        schema: shape<{ list: (Game & { lastPlayed: number })[]; totalPages: number }>(),
        query: { gameType, pageNo: 1, pageSize: 12 },
        signal,
      }),
    enabled: player !== null,
    staleTime: 30_000,
  });
};

export const useFavouriteToggle = () => {
  const client = useQueryClient();
  const token = useSession()?.token;
  return async (game: Game, on: boolean) => {
    const body = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
    await apiSend(on ? gameApi.addFavourite : gameApi.removeFavourite, {
      body,
      schema: shape<unknown>(),
    });
    await client.invalidateQueries({ queryKey: favouritesKey(token) });
  };
};

export const launchGame = (
  game: Pick<Game, 'nodeId' | 'gameId' | 'vassalage' | 'gameType' | 'accountTypeName'>,
  language: string,
) =>
  apiSend(gameApi.launch, {
    body: {
      nodeId: game.nodeId,
      gameId: game.gameId,
      vassalage: game.vassalage,
      gameType: game.gameType,
      accountType: game.accountTypeName,
      platform: 'html5-desktop',
      clientType: GAME_CLIENT_TYPE,
      launchMode: 'real',
      language,
    },
    schema: shape<LaunchValue>(),
    headers: { Language: language },
  });
