import type { GameVendorValue } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import { pick } from '../../lib/texts.ts';
import type { Brand } from '../brand/index.ts';
import type { Catalogue, Reader } from './catalogue.ts';

const MENU_SIZE = 12;
const MENU_LABELS: Record<string, { EN: string; TY: string }> = {
  HOT: { EN: 'Hot games', TY: 'Mainit na laro' },
  NEW: { EN: 'New games', TY: 'Bagong laro' },
  LIVE: { EN: 'Live casino', TY: 'Live casino' },
  SPORTS: { EN: 'Sports', TY: 'Sports' },
  ESPORTS: { EN: 'E-sports', TY: 'E-sports' },
  RNG: { EN: 'Slots', TY: 'Slots' },
  FISH: { EN: 'Fishing', TY: 'Pangingisda' },
  PVP: { EN: 'Card games', TY: 'Card games' },
  INHOUSE: { EN: 'In-house', TY: 'In-house' },
};

/** Games grouped for the menus: hot, new, then each vendor lane (but the lottery's) by plays. */
export async function gameMenus(
  deps: { catalogue: Catalogue; vendors: (brand: Brand, lang: string) => Promise<GameVendorValue> },
  at: Reader,
) {
  const { catalogue } = deps;
  const label = (code: string) =>
    pick(MENU_LABELS[code] ?? { EN: code, TY: code }, at.lang, at.brand.settings.defaultLang);
  const lanes = (await deps.vendors(at.brand, at.lang)).data.lanes.map((l) => l.gameType);
  const groups = [
    {
      gameGroupCode: 'HOT',
      labelName: label('HOT'),
      gameMenus: (await catalogue.hot(at, {})).slice(0, MENU_SIZE),
    },
  ];
  for (const type of lanes.filter((t) => t !== 'LOTT' && t !== 'ELOTT')) {
    const games = await catalogue.popular(at, { count: MENU_SIZE, gameType: type });
    if (games.length > 0) groups.push({ gameGroupCode: type, labelName: label(type), gameMenus: games });
  }
  return groups;
}

/** A vendor's kinds of games with their counts (the VASSALAGE popup). */
export async function vendorGameTypes(catalogue: Catalogue, q: Reader & { vassalage: string }) {
  const { brand, lang } = q;
  const vendor = (await catalogue.vendors(brand)).get(q.vassalage.toUpperCase());
  if (!vendor) throw new AppError('game.not.found');
  const kinds = await catalogue.vendorKinds(brand, vendor.code);
  return {
    vassalage: vendor.vassalage,
    displayName: pick(vendor.names, lang, brand.settings.defaultLang),
    gameTypes: kinds.map((k) => ({
      gameType: catalogue.laneOf(brand, { vendor_code: vendor.code, game_type: k.game_type }),
      gameClassify: k.game_classify,
      count: Number(k.n),
    })),
  };
}
