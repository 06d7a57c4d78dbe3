// No zod here: the web app imports these values without the schema library.

/** Game list clientType 3, page size 42 from page 1, popular count 20, hot isPlatform 2 (docs/product/games.md#game-list). */
export const GAME_CLIENT_TYPE = 3;
export const GAME_PAGE_SIZE = 42;
export const POPULAR_COUNT = 20;
export const HOT_IS_PLATFORM = 2;
/** Vendor logo groups (docs/product/games.md#vendors). */
export const VENDOR_LOGO_GROUPS = ['fish', 'live', 'pvp', 'rng', 'sports'] as const;
