/** linkageType of a banner: what a click does. */
export const LINKAGE = { none: 0, url: 1, promotion: 2, route: 3, game: 4 } as const;
