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

/**
 * The demo brand's studios (invented; logos in assets/demo). IA and TF are e-sports codes of
 * the brand's `esportsProviders` stored as SPORTS, so the lanes show the split working.
 */
const demoVendors: DemoVendor[] = [
  {
    code: 'PLOTTO',
    category: 'LOTT',
    name: { EN: 'Perlas Lottery', TY: 'Loterya ng Perlas' },
    logo: 'perlas',
    isGame: 1,
  },
  {
    code: 'AURORA',
    category: 'ELOTT',
    name: { EN: 'Aurora Gaming', TY: 'Aurora Gaming' },
    logo: 'aurora',
    isGame: 0,
  },
  {
    code: 'BAYANI',
    category: 'LIVE',
    name: { EN: 'Bayani Live', TY: 'Bayani Live' },
    logo: 'bayani',
    isGame: 1,
  },
  {
    code: 'ARENA',
    category: 'SPORTS',
    name: { EN: 'Arena Sports', TY: 'Arena Sports' },
    logo: 'arena',
    isGame: 1,
  },
  {
    code: 'IA',
    category: 'SPORTS',
    name: { EN: 'Pixel eSports', TY: 'Pixel eSports' },
    logo: 'pixel',
    isGame: 1,
  },
  {
    code: 'TF',
    category: 'SPORTS',
    name: { EN: 'Arena eSports', TY: 'Arena eSports' },
    logo: 'arena',
    isGame: 1,
  },
  {
    code: 'KIDLAT',
    category: 'RNG',
    name: { EN: 'Kidlat Slots', TY: 'Kidlat Slots' },
    logo: 'kidlat',
    isGame: 0,
    hot: true,
  },
  {
    code: 'DAGAT',
    category: 'FISH',
    name: { EN: 'Dagat Fishing', TY: 'Dagat Fishing' },
    logo: 'dagat',
    isGame: 0,
  },
  {
    code: 'BARAHA',
    category: 'PVP',
    name: { EN: 'Baraha Cards', TY: 'Baraha Cards' },
    logo: 'baraha',
    isGame: 0,
  },
  {
    code: 'XGS',
    category: 'INHOUSE',
    name: { EN: 'Perlas Originals', TY: 'Perlas Originals' },
    logo: 'perlas',
    isGame: 0,
  },
  {
    code: 'SS',
    category: 'INHOUSE',
    name: { EN: 'Perlas Quick Games', TY: 'Mabilisang Laro ng Perlas' },
    logo: 'perlas',
    isGame: 0,
  },
];

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
