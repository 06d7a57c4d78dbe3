import type { Kysely } from 'kysely';
import {
  vendorCategories,
  type GameVendorValue,
  type VendorCard,
  type VendorCategory,
} from '@lotto/contracts';
import { defaultPlayType, gameByCode } from '@lotto/contracts/lottery/index';
import type { Database } from '../../db/schema.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import * as repo from './repo/catalogue.ts';

type Vendor = repo.VendorRow & { names: Record<string, string> };

/** The lane a vendor is listed in: a SPORTS vendor named in the brand's e-sports list moves to ESPORTS. */
const laneOf = (brand: Brand, v: Pick<repo.VendorRow, 'code' | 'category'>): VendorCategory =>
  v.category === 'SPORTS' && brand.settings.esportsProviders.includes(v.code) ? 'ESPORTS' : v.category;

const flag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/**
 * A lottery vendor whose card opens one game names that game and its default play (its first
 * listed lottery game), so the card opens /lottery on it; other cards name no game.
 */
function opensGame(v: Vendor, lottery: Map<string, string>) {
  if (v.is_game !== 1 || (v.category !== 'LOTT' && v.category !== 'ELOTT')) return {};
  const game = gameByCode(lottery.get(v.code) ?? '');
  return game ? { gameCode: game.code, defaultPlayType: defaultPlayType(game) } : {};
}

/** Lanes in category order; a category without an enabled vendor has no lane. */
export function vendorLanes(
  at: { brand: Brand; lang: string },
  o: { vendors: Vendor[]; lottery?: Map<string, string> },
): GameVendorValue {
  const { brand, lang } = at;
  const lottery = o.lottery ?? new Map<string, string>();
  const byLane = new Map<VendorCategory, VendorCard[]>();
  for (const v of o.vendors) {
    const lane = laneOf(brand, v);
    let cards = byLane.get(lane);
    if (!cards) byLane.set(lane, (cards = []));
    cards.push({
      vassalage: v.vassalage,
      accountTypeName: v.account_type_name,
      displayName: pick(v.names, lang, brand.settings.defaultLang),
      smallIcon: v.small_icon,
      h5Icon: v.h5_icon,
      isHot: flag(v.is_hot),
      gameClassify: v.game_classify,
      isGame: flag(v.is_game),
      vendor: v.code,
      maintenance: flag(v.maintenance),
      ...opensGame(v, lottery),
    });
  }
  const lanes = vendorCategories.flatMap((c) => {
    const cards = byLane.get(c);
    return cards ? [{ title: c, gameType: c, cards }] : [];
  });
  return { data: { lanes } };
}

/**
 * The vendor answer per brand and language, memoised like the status answer (decision 003).
 * Vendor rows are not part of the brand object, so they are loaded into this cache, keyed by
 * the brand object: they are read once per brand revision, and replacing the brand (any
 * `config_rev` bump, on this node or another) reloads them. Whatever changes vendor rows must
 * therefore bump `config_rev`, as BrandAdmin does for settings; no TTL.
 */
export function vendorCatalogue(db: Kysely<Database>) {
  type Entry = {
    vendors: Promise<Vendor[]>;
    /** Vendor code -> its first lottery game's code. */
    lottery: Promise<Map<string, string>>;
    perLang: Map<string, GameVendorValue>;
  };
  const cache = new WeakMap<Brand, Entry>();

  const entryOf = (brand: Brand): Entry => {
    const hit = cache.get(brand);
    if (hit) return hit;
    const entry: Entry = {
      vendors: repo
        .listEnabledVendors(db, brand.id)
        .then((rows) =>
          rows.map((r) => ({ ...r, names: JSON.parse(r.display_name) as Record<string, string> })),
        ),
      lottery: repo.listLotteryGameCodes(db, brand.id).then((rows) => {
        const first = new Map<string, string>();
        for (const r of rows) if (!first.has(r.vendor_code)) first.set(r.vendor_code, r.game_code);
        return first;
      }),
      perLang: new Map(),
    };
    cache.set(brand, entry);
    // a failed read is not remembered: the next request tries again
    Promise.all([entry.vendors, entry.lottery]).catch(() => {
      if (cache.get(brand) === entry) cache.delete(brand);
    });
    return entry;
  };

  return async (brand: Brand, lang: string): Promise<GameVendorValue> => {
    const entry = entryOf(brand);
    const hit = entry.perLang.get(lang);
    if (hit) return hit;
    const value = vendorLanes(
      { brand, lang },
      { vendors: await entry.vendors, lottery: await entry.lottery },
    );
    entry.perLang.set(lang, value);
    return value;
  };
}
