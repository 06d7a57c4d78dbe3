import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { lotteryApi } from '@lotto/contracts/lottery/api';
import { apiGet, apiSend, shape } from '../../../lib/api.ts';
import { useMemberInfo } from '../../../lib/queries/member.ts';
import { lotteryKeys } from './keys.ts';
import { readLocalFavourites, toggled, writeLocalFavourites } from './lottfav.ts';
import { useGate, usePlayer } from '../../../lib/session.ts';

/**
 * LOTTFAV on every lottery screen: the server's list, shown at once from this username's local
 * copy and written back to it whenever the list changes (a star, the server's answer). A guest
 * starring a game gets the login modal, a restricted account the `restricted` flag.
 */
export function useLotteryFavourites() {
  const player = usePlayer();
  const gate = useGate();
  const client = useQueryClient();
  const info = useMemberInfo();
  // A session from a sign-in code has no account name until the member info answers.
  const username = player ? player.account || (info.data?.account ?? '') : '';
  const key = [...lotteryKeys.favourites, player?.token];
  const query = useQuery<string[]>({
    queryKey: key,
    queryFn: ({ signal }) => apiGet(lotteryApi.favourites, { schema: shape<string[]>(), signal }),
    enabled: player !== null,
    placeholderData: () => (username ? readLocalFavourites(username) : undefined),
    retry: false,
  });
  const list = query.isPlaceholderData ? undefined : query.data;
  useEffect(() => {
    if (username && list) writeLocalFavourites(username, list);
  }, [username, list]);
  const codes = player ? (query.data ?? []) : [];

  const toggle = async (gameCode: string) => {
    if (!gate.allow()) return;
    const star = codes.includes(gameCode) ? lotteryApi.removeFavourite : lotteryApi.addFavourite;
    // A fetch of the list already under way would answer the list from before the star.
    await client.cancelQueries({ queryKey: key });
    client.setQueryData(key, toggled(codes, gameCode));
    try {
      client.setQueryData(key, await apiSend(star, { body: { gameCode }, schema: shape<string[]>() }));
    } catch {
      client.setQueryData(key, codes);
    }
  };
  return { codes, toggle, restricted: gate.restricted };
}
