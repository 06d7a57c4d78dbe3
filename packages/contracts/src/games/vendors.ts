import { z } from 'zod';
import { vendorCategories } from './categories.ts';

export { categoryRoute, vendorCategories, type VendorCategory } from './categories.ts';
export const zVendorCategory = z.enum(vendorCategories);

const flag = z.union([z.literal(0), z.literal(1)]);

/** One vendor as a card in its category's lane. */
export const zVendorCard = z.object({
  /** The vendor's code as game lists and launches name it. */
  vassalage: z.string(),
  /** Wallet account type: LOTT for lottery, ELOTT for e-lottery, otherwise the vendor code. */
  accountTypeName: z.string(),
  /** In the request's language. */
  displayName: z.string(),
  smallIcon: z.string(),
  h5Icon: z.string(),
  isHot: flag,
  /** Passed back as `gameClassify` of the game list query. */
  gameClassify: z.string(),
  /** 1: the card opens one game (a lobby, a sports book); 0: it opens the vendor's game list. */
  isGame: flag,
  /** The vendor code (favourites and launches send it back). */
  vendor: z.string(),
  /** 1: listed, but launching answers "game under maintenance". */
  maintenance: flag,
  /** Both present: the card opens /lottery on that game and play type. */
  gameCode: z.string().optional(),
  defaultPlayType: z.string().optional(),
});
export type VendorCard = z.infer<typeof zVendorCard>;

/** A category with at least one enabled vendor; `title` and `gameType` both name the category. */
export const zVendorLane = z.object({
  title: zVendorCategory,
  gameType: zVendorCategory,
  cards: z.array(zVendorCard).min(1),
});
export type VendorLane = z.infer<typeof zVendorLane>;

/** Query of GET /wps/relay/GCSGAME_newGameVendor. The `Language` header decides the language. */
export const zGameVendorQuery = z.strictObject({
  platform: z.string().max(64).default('html5-desktop'),
  language: z.string().max(8).optional(),
});

/** Answer of GET /wps/relay/GCSGAME_newGameVendor (docs/product/games.md#vendors). */
export const zGameVendorValue = z.object({
  data: z.object({ lanes: z.array(zVendorLane) }),
});
export type GameVendorValue = z.infer<typeof zGameVendorValue>;
