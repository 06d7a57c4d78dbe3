import { MEMBER_TYPE, type LaunchValue } from '@lotto/contracts';
import { gameByCode, lotteryPath } from '@lotto/contracts/lottery/index';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/index.ts';
import { pick } from '../../lib/texts.ts';
import type { MemberRow } from '../identity/index.ts';
import { randomCdn, type Catalogue, type GameRow } from './catalogue.ts';
import { playerIdOf, type Seamless } from './seamless.ts';
import { signedHeaders } from './vendor-signing.ts';

type VendorConfig = { baseUrl?: string; secretEnv?: string };
const LAUNCH_TIMEOUT_MS = 8_000;

/**
 * POST /wps/game/launchGame: a signed-in member opens a game. In-house games run on the
 * platform's own pages; a third-party game is launched on its vendor with a fresh game-session
 * token (docs/seamless-wallet.md) and the vendor's page URL comes back. Free-demo accounts play
 * with play money only.
 */
export async function launchGame(
  deps: {
    catalogue: Catalogue;
    seamless: Seamless;
    fetch?: typeof fetch;
    env?: Record<string, string | undefined>;
  },
  a: {
    brand: Brand;
    member: MemberRow;
    input: { nodeId?: number | undefined; vassalage?: string | undefined; gameId?: string | undefined };
    lang: string;
    /** Where the vendor's page sends the player back. */
    returnUrl: string;
  },
): Promise<LaunchValue> {
  const { brand, member, input, lang, returnUrl } = a;
  if (member.type === MEMBER_TYPE.restricted) throw new AppError('in_need_true_account');
  const game = await deps.catalogue.find(brand, {
    nodeId: input.nodeId,
    vendor: input.vassalage,
    gameId: input.gameId,
  });
  if (!game) throw new AppError('game.not.found');
  const vendor = (await deps.catalogue.vendors(brand)).get(game.vendor_code);
  if (!vendor) throw new AppError('game.not.found');
  if (game.maintenance || vendor.maintenance) throw new AppError('game.maintenance');
  const mode = member.type === MEMBER_TYPE.demo ? 'demo' : 'real';
  const gameName = pick(JSON.parse(game.name) as Record<string, string>, lang, brand.settings.defaultLang);
  const category = deps.catalogue.laneOf(brand, game);
  const lottery = category === 'LOTT' || category === 'ELOTT' ? gameByCode(game.game_code) : undefined;

  let url: string;
  if (lottery) {
    // The lottery is played on this site's own pages and its tickets are its record of play.
    url = lotteryPath(lottery);
  } else {
    const token = await deps.seamless.open(brand, { memberId: member.id, game, mode });
    try {
      url =
        category === 'INHOUSE'
          ? `${randomCdn(brand.settings.launchGameCDNs)}/inhouse/${encodeURIComponent(game.game_code)}`
          : await vendorLaunch(deps, {
              ...{ member, game, vendor, token, gameName, category, mode, lang, returnUrl },
              currency: brand.settings.currency,
            });
    } catch (error) {
      await deps.seamless.discard(token);
      throw error;
    }
  }
  await deps.catalogue.played(game.id);
  return { content: { game_url: url, mode, nodeId: game.id, gameName } };
}

/** Asks a third-party vendor for the game's page, with the member's fresh session token. */
async function vendorLaunch(
  deps: { fetch?: typeof fetch; env?: Record<string, string | undefined> },
  a: {
    member: MemberRow;
    game: GameRow;
    vendor: { config: string };
    token: string;
    gameName: string;
    category: string;
    mode: 'demo' | 'real';
    currency: string;
    lang: string;
    returnUrl: string;
  },
): Promise<string> {
  const config = JSON.parse(a.vendor.config) as VendorConfig;
  const env = deps.env ?? process.env;
  const secret = config.secretEnv ? env[config.secretEnv] : undefined;
  if (!config.baseUrl || !secret) throw new AppError('game.vendor.unavailable');
  const body = JSON.stringify({
    playerId: playerIdOf(a.member.id),
    sessionToken: a.token,
    currency: a.currency,
    language: a.lang,
    gameCode: a.game.game_code,
    gameName: a.gameName,
    category: a.category,
    mode: a.mode,
    returnUrl: a.returnUrl,
  });
  let answer: { ok?: boolean; url?: string } | undefined;
  try {
    const res = await (deps.fetch ?? fetch)(`${config.baseUrl}/api/launch`, {
      method: 'POST',
      headers: signedHeaders({ vendor: a.game.vendor_code, secret, path: '/api/launch', body }),
      body,
      signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
    });
    answer = res.ok ? ((await res.json()) as typeof answer) : undefined;
  } catch (cause) {
    throw new AppError('game.vendor.unavailable', { cause });
  }
  if (!answer?.ok || typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url))
    throw new AppError('game.vendor.unavailable');
  return answer.url;
}
