import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Catalogue, Reader } from './catalogue.ts';
import * as repo from './repo/favourites.ts';

type Deps = { db: Kysely<Database>; catalogue: Catalogue };

/** Adds a listed game to a member's favourites (docs/product/games.md#favourites-and-recent-games). */
export async function addFavourite(deps: Deps, f: Reader & { memberId: number; nodeId: number }) {
  const game = await deps.catalogue.find(f.brand, { nodeId: f.nodeId });
  if (!game) throw new AppError('game.not.found');
  await repo.addFavourite(deps.db, { memberId: f.memberId, gameId: game.id });
}

/** Takes a game out of a member's favourites. */
export async function removeFavourite(db: Kysely<Database>, f: { memberId: number; nodeId: number }) {
  await repo.removeFavourite(db, { memberId: f.memberId, gameId: f.nodeId });
}

/** A member's favourite games, the latest added first: their node ids and cards. */
export async function favouriteList(deps: Deps, at: Reader & { memberId: number }) {
  const nodeIds = await repo.favouriteIds(deps.db, at.memberId);
  const rows = await deps.catalogue.byIds(at.brand, nodeIds);
  const byId = new Map(rows.map((g) => [g.id, g]));
  const ordered = nodeIds.flatMap((id) => byId.get(id) ?? []);
  return {
    nodeIds: ordered.map((g) => g.id),
    games: await deps.catalogue.cards(at, ordered),
  };
}
