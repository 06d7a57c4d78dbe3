import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { findPlayableGame } from './repo/rounds.ts';

/** The games row of an in-house game as a round needs it, with its switches. */
export type GameRow = {
  id: number;
  name: string;
  game_type: string;
  vendor_code: string;
  enabled: number;
  maintenance: number;
};

/** The in-house provider of a game: the slot is SS, the others XGS. */
export const vendorOf = (game: string) => (game === 'slot' ? 'SS' : 'XGS');

type Kept = { row: GameRow | undefined; at: number };

/** How long a game row is trusted without the brand changing (a switch flipped outside the admin). */
const GAME_TTL_MS = 5_000;

/**
 * The games rows of the in-house games, read once per brand revision instead of once per round:
 * kept per brand object, so a configuration change (the brand directory loads a new brand
 * object on any `config_rev` bump, here or on another node) reads them afresh, and at most
 * `GAME_TTL_MS` old anyway. A game switched off or put in maintenance is refused within that.
 */
export class GameRows {
  readonly #db: Kysely<Database>;
  readonly #byBrand = new WeakMap<Brand, Map<string, Kept>>();

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** The games row of an in-house game, for the betting record; refused when off or in maintenance. */
  async playable({ brand, code }: { brand: Brand; code: string }): Promise<GameRow> {
    let games = this.#byBrand.get(brand);
    if (!games) this.#byBrand.set(brand, (games = new Map<string, Kept>()));
    const now = Date.now();
    let known = games.get(code);
    if (!known || now - known.at > GAME_TTL_MS) {
      const row = await findPlayableGame(this.#db, { merchantId: brand.id, vendor: vendorOf(code), code });
      games.set(code, (known = { row, at: now }));
    }
    const game = known.row;
    if (!game || !game.enabled) throw new AppError('game.not.found');
    if (game.maintenance) throw new AppError('game.maintenance');
    return game;
  }
}
