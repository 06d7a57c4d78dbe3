import type { Kysely } from 'kysely';
import type { VendorCategory } from '@lotto/contracts';
import type { Database } from '../db/schema.ts';

type DemoVendor = {
  code: string;
  category: VendorCategory;
  name: { EN: string; TY: string };
  logo: string;
  /** 1: the card opens one game or lobby; 0: the vendor's game list. */
  isGame: 0 | 1;
  hot?: true;
};

/** A row of the table below: code, category, English name, Tagalog name ('' when the same), logo, isGame, hot. */
type VendorRow = [string, VendorCategory, string, string, string, DemoVendor['isGame'], ('hot' | undefined)?];

/**
 * The demo brand's studios (invented; logos in assets/demo). IA and TF are e-sports codes of
 * the brand's `esportsProviders` stored as SPORTS, so the lanes show the split working.
 */
const demoVendors: DemoVendor[] = (
  [
    ['PLOTTO', 'LOTT', 'Perlas Lottery', 'Loterya ng Perlas', 'perlas', 1],
    ['AURORA', 'ELOTT', 'Aurora Gaming', '', 'aurora', 0],
    ['BAYANI', 'LIVE', 'Bayani Live', '', 'bayani', 1],
    ['ARENA', 'SPORTS', 'Arena Sports', '', 'arena', 1],
    ['IA', 'SPORTS', 'Pixel eSports', '', 'pixel', 1],
    ['TF', 'SPORTS', 'Arena eSports', '', 'arena', 1],
    ['KIDLAT', 'RNG', 'Kidlat Slots', '', 'kidlat', 0, 'hot'],
    ['DAGAT', 'FISH', 'Dagat Fishing', '', 'dagat', 0],
    ['BARAHA', 'PVP', 'Baraha Cards', '', 'baraha', 0],
    ['XGS', 'INHOUSE', 'Perlas Originals', '', 'perlas', 0],
    ['SS', 'INHOUSE', 'Perlas Quick Games', 'Mabilisang Laro ng Perlas', 'perlas', 0],
  ] satisfies VendorRow[]
).map(([code, category, en, ty, logo, isGame, hot]: VendorRow) => ({
  code,
  category,
  name: { EN: en, TY: ty || en },
  logo,
  isGame,
  ...(hot ? { hot: true as const } : {}),
}));

/** Wallet account type of a vendor: lottery and e-lottery share the platform's lottery wallets. */
const accountTypeName = (v: DemoVendor) =>
  v.category === 'LOTT' ? 'LOTT' : v.category === 'ELOTT' ? 'ELOTT' : v.code;

const THIRD_PARTY = new Set<VendorCategory>(['LIVE', 'SPORTS', 'ESPORTS', 'RNG', 'FISH', 'PVP']);

export async function seedDemoVendors(db: Kysely<Database>, merchantId: number): Promise<void> {
  await db
    .insertInto('vendors')
    .values(
      demoVendors.map((v, sort) => {
        const icon = `/media/demo/provider-${v.logo}.svg`;
        return {
          merchant_id: merchantId,
          code: v.code,
          category: v.category,
          display_name: JSON.stringify(v.name),
          account_type_name: accountTypeName(v),
          vassalage: v.code,
          small_icon: icon,
          h5_icon: icon,
          is_hot: v.hot ? 1 : 0,
          game_classify: v.category.toLowerCase(),
          is_game: v.isGame,
          sort,
          enabled: 1,
          maintenance: 0,
          // third-party studios are played on the sandbox vendor (apps/sandbox-vendor)
          config: JSON.stringify(
            THIRD_PARTY.has(v.category)
              ? { baseUrl: 'http://127.0.0.1:8091', secretEnv: 'SANDBOX_VENDOR_SECRET' }
              : {},
          ),
        };
      }),
    )
    .execute();
}
