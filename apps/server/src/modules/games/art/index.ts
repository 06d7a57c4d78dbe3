import { compose, type Scene } from './compose.ts';
import { hashOf } from './kit.ts';
import {
  cardRoomScene,
  esportScene,
  fishScene,
  inhouseScene,
  isLotteryFamily,
  liveScene,
  lotteryScene,
  sportScene,
} from './scenes.ts';
import { slotScene } from './slots.ts';
import { EXTRA_THEMES } from './themes.ts';
import { CARD_MOTIFS } from './tables.ts';

/** What a game's art is drawn from: its catalogue row (name in English, kind and vendor). */
export type ArtGame = { vendor: string; code: string; name: string; gameType: string; classify: string };

/** The picture behind a card whose own art fails: cards, no name, no vendor. */
const DEFAULT_SCENE: Scene = {
  theme: EXTRA_THEMES.originals[0]!,
  motif: { id: 'default', svg: CARD_MOTIFS['tongits']!.svg },
  title: { big: [] },
  layout: 0,
  ornaments: 'sparkles',
};

function sceneOf(game: ArtGame): Scene {
  if (game.vendor === 'GAME' && game.code === 'default') return DEFAULT_SCENE;
  // a lottery family's card, or a lottery game's row (classified by its family)
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    const family = isLotteryFamily(game.code) ? game.code : game.classify;
    if (isLotteryFamily(family)) return lotteryScene(family, game.vendor);
  }
  switch (game.gameType) {
    case 'LIVE':
      return liveScene(game.name);
    case 'PVP':
      return cardRoomScene(game.name);
    case 'FISH':
      return fishScene(game.name);
    case 'INHOUSE':
      return inhouseScene(game.code, game.name);
    case 'SPORTS':
    case 'ESPORTS':
      return game.classify === 'esports' || game.gameType === 'ESPORTS'
        ? esportScene(game.name, game.vendor)
        : sportScene(game.name);
    default:
      return slotScene(game.name);
  }
}

/**
 * A game's tile as SVG text, drawn from its kind and name: the same game always gives the same
 * bytes, so the file can be written once and cached (store.ts).
 */
export function gameArt(game: ArtGame): string {
  return compose(sceneOf(game), {
    seed: hashOf(`${game.vendor}/${game.code}/${game.name}`),
    vendor: game.vendor === 'GAME' ? '' : game.vendor,
    label: game.name,
  });
}
