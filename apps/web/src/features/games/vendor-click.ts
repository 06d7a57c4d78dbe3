import { categoryRoute, type VendorCategory } from '@lotto/contracts/games/categories';

type Card = {
  vendor: string;
  isGame: 0 | 1;
  accountTypeName: string;
  gameCode?: string | undefined;
  defaultPlayType?: string | undefined;
};

export type VendorAction =
  { kind: 'navigate'; to: string } | { kind: 'launch'; vendor: string } | { kind: 'popup'; vendor: string };

/** Categories whose vendor cards open the lobby (or launch a single-game vendor) (docs/product/games.md#vendor-card-clicks). */
const LOBBY_FIRST = new Set<VendorCategory>(['SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LIVE']);

/**
 * What a click on a vendor card does: lottery and e-lottery open their game directly (/lottery
 * with the game code and default play type, /vnlottery for the Vietnam lottery), or the lottery
 * lobby on that vendor's games when the card names no game; sports, e-sports, fishing, cards and live open their lobby on that vendor from page
 * 1, or launch the vendor's one game; in-house opens its lobby; other vendors (slots) open the
 * VASSALAGE popup with their game list, or launch their one game.
 */
export function vendorAction(category: VendorCategory, card: Card): VendorAction {
  const lobby = `${categoryRoute[category]}?vendor=${encodeURIComponent(card.vendor)}`;
  if (category === 'LOTT' || category === 'ELOTT') {
    if (card.accountTypeName === 'TCG_LOTTO_VN')
      return {
        kind: 'navigate',
        to: `/vnlottery${card.gameCode ? `?gameCode=${encodeURIComponent(card.gameCode)}` : ''}`,
      };
    if (card.gameCode && card.defaultPlayType)
      return {
        kind: 'navigate',
        to: `/lottery?gameCode=${encodeURIComponent(card.gameCode)}&playType=${encodeURIComponent(card.defaultPlayType)}`,
      };
    return { kind: 'navigate', to: lobby };
  }
  if (category === 'INHOUSE') return { kind: 'navigate', to: lobby };
  if (card.isGame === 1) return { kind: 'launch', vendor: card.vendor };
  if (LOBBY_FIRST.has(category)) return { kind: 'navigate', to: lobby };
  return { kind: 'popup', vendor: card.vendor };
}
