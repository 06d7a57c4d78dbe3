// The home page's winners board: the brand's newest big wins from the ledger, names masked, read
// at most every 30 seconds per brand however many visitors ask.
import type { Kysely } from 'kysely';
import type { Winners } from '@lotto/contracts';
import type { Database } from '../../db/schema.ts';
import { keptFor } from '../../lib/kept.ts';
import { maskName } from '../../lib/mask.ts';
import { formatMinor } from '../../lib/money.ts';
import type { Brand } from '../brand/index.ts';
import { membersRepo } from '../identity/index.ts';
import { bigWins } from '../wallet/index.ts';

const FRESH_MS = 30_000;
const SHOWN = 20;
const DAY = 86_400_000;

async function read(db: Kysely<Database>, brand: Brand, now: number): Promise<Winners> {
  const { min, days } = brand.settings.winners;
  const wins = await bigWins(db, {
    merchantId: brand.id,
    min: BigInt(min),
    since: now - days * DAY,
    limit: SHOWN,
  });
  const names = await membersRepo.usernames(db, [...new Set(wins.map((w) => w.memberId))]);
  return {
    list: wins.map((w) => ({
      name: maskName(names.get(w.memberId) ?? ''),
      amount: formatMinor(w.amount),
      at: w.at,
      game: w.vendor,
    })),
  };
}

/** The winners board of each brand, read at most every 30 seconds (one cache per app). */
export const winnersBoard = (db: Kysely<Database>) =>
  keptFor(FRESH_MS, (brand: Brand) => read(db, brand, Date.now()));
