import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { access, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { FAMILIES, type FamilyCode } from '@lotto/contracts/lottery/games';
import type { Database } from '../../../db/schema.ts';
import { AppError } from '../../../lib/errors.ts';
import { typed } from '../../../lib/http.ts';
import { findGameForArt } from '../repo/catalogue.ts';
import { gameArt, type ArtGame } from './index.ts';
import { hashOf } from './kit.ts';

/** A week: art changes only with a new version of the drawing code, which the ETag then tells. */
const MAX_AGE_MS = 7 * 24 * 3600 * 1000;
/** The lottery's vendors; their cards point at one tile per family (lottery/service.ts). */
const LOTTERY_VENDORS: Record<string, string> = { PLOTTO: 'LOTT', AURORA: 'ELOTT' };
/** An SVG opened on its own is a document: nothing in it may run or load. */
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** One tile of each kind: when the drawing code changes any of them, the cache starts afresh. */
const PROBES: ArtGame[] = [
  { vendor: 'KIDLAT', code: 'p1', name: 'Golden Carabao Deluxe', gameType: 'RNG', classify: 'slot' },
  { vendor: 'BAYANI', code: 'p2', name: 'Roulette Table 9', gameType: 'LIVE', classify: 'table' },
  { vendor: 'ARENA', code: 'p3', name: 'Football Book', gameType: 'SPORTS', classify: 'sportsbook' },
  { vendor: 'IA', code: 'p4', name: 'Dota 2 Pro League', gameType: 'SPORTS', classify: 'esports' },
  { vendor: 'DAGAT', code: 'p5', name: 'Ocean King 3', gameType: 'FISH', classify: 'fishing' },
  { vendor: 'BARAHA', code: 'p6', name: 'Mahjong Room 2', gameType: 'PVP', classify: 'cards' },
  { vendor: 'XGS', code: 'dice', name: 'Dice', gameType: 'INHOUSE', classify: 'dice' },
  { vendor: 'PLOTTO', code: 'LHC', name: 'Mark Six', gameType: 'LOTT', classify: 'LHC' },
];
export const ART_VERSION = hashOf(PROBES.map(gameArt).join('')).toString(36);

/** What to draw for /media/games/<vendor>/<code>.svg: a catalogue game, a lottery family or the default. */
async function artGameOf(db: Kysely<Database>, vendor: string, code: string): Promise<ArtGame | undefined> {
  if (vendor === 'GAME' && code === 'default') return { vendor, code, name: '', gameType: '', classify: '' };
  const lottery = LOTTERY_VENDORS[vendor];
  if (lottery && Object.hasOwn(FAMILIES, code))
    return { vendor, code, name: FAMILIES[code as FamilyCode].name.EN, gameType: lottery, classify: code };
  const row = await findGameForArt(db, { vendor, code });
  if (!row) return undefined;
  const names = JSON.parse(row.name) as Record<string, string>;
  return {
    vendor: row.vendor_code,
    code: row.game_code,
    name: names['EN'] ?? Object.values(names)[0] ?? row.game_code,
    gameType: row.game_type,
    classify: row.game_classify,
  };
}

/** Writes a file whole or not at all: a reader never sees half a tile. */
async function writeAtomically(path: string, text: string): Promise<void> {
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, text);
  await rename(tmp, path);
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Game art (decision 018): /media/games/<vendor>/<code>.svg is drawn once, on its first
 * request, into DATA_DIR's cache and from then on served from disk as a static file, with
 * a week of caching and an ETag. Only games that exist are drawn, so the cache stays as
 * large as the catalogue whatever URLs are asked for.
 */
export async function gameArtPlugin(app: FastifyInstance, opts: { db: Kysely<Database>; cacheDir: string }) {
  // absolute: DATA_DIR may be given relative to the working directory
  const root = resolve(opts.cacheDir, ART_VERSION);
  mkdirSync(root, { recursive: true });
  // tiles of earlier drawing code are never served again
  for (const old of await readdir(opts.cacheDir))
    if (old !== ART_VERSION) await rm(join(opts.cacheDir, old), { recursive: true, force: true });
  await app.register(fastifyStatic, { root, serve: false });

  typed(app).get(
    '/media/games/:vendor/:file',
    {
      config: { brand: false },
      schema: {
        hide: true,
        params: z.object({
          vendor: z.string().regex(/^[A-Z0-9]{1,32}$/),
          file: z.string().regex(/^[\w-]{1,64}\.svg$/),
        }),
      },
    },
    async (req, reply) => {
      const { vendor, file } = req.params;
      const path = join(root, vendor, file);
      if (!(await exists(path))) {
        const game = await artGameOf(opts.db, vendor, file.slice(0, -4));
        if (!game) throw new AppError('game.not.found');
        await mkdir(join(root, vendor), { recursive: true });
        await writeAtomically(path, gameArt(game));
      }
      // image CDNs and other brands' sites show these tiles too: not only this origin
      void reply
        .header('content-security-policy', SVG_CSP)
        .header('cross-origin-resource-policy', 'cross-origin');
      return reply.sendFile(`${vendor}/${file}`, { maxAge: MAX_AGE_MS });
    },
  );
}
