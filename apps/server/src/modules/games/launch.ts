import { MEMBER_TYPE, type LaunchValue } from '@lotto/contracts';
import { AppError } from '../../lib/errors.ts';
import type { Brand } from '../brand/brand.ts';
import { pick } from '../brand/settings.ts';
import type { MemberRow } from '../identity/repo.ts';
import { randomCdn, type Catalogue } from './catalogue.ts';
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
  brand: Brand,
  member: MemberRow,
  input: { nodeId?: number | undefined; vassalage?: string | undefined; gameId?: string | undefined },
  lang: string,
  returnUrl: string,
): Promise<LaunchValue> {
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
  const token = await deps.seamless.open(brand, member.id, game, mode);

  let url: string;
  if (category === 'INHOUSE') {
    url = `${randomCdn(brand.settings.launchGameCDNs)}/inhouse/${encodeURIComponent(game.game_code)}`;
  } else {
    const config = JSON.parse(vendor.config) as VendorConfig;
    const env = deps.env ?? process.env;
    const secret = config.secretEnv ? env[config.secretEnv] : undefined;
    if (!config.baseUrl || !secret) throw new AppError('game.vendor.unavailable');
    const body = JSON.stringify({
      playerId: playerIdOf(member.id),
      sessionToken: token,
      currency: brand.settings.currency,
      language: lang,
      gameCode: game.game_code,
      gameName,
      category,
      mode,
      returnUrl,
    });
    let answer: { ok?: boolean; url?: string } | undefined;
    try {
      const res = await (deps.fetch ?? fetch)(`${config.baseUrl}/api/launch`, {
        method: 'POST',
        headers: signedHeaders(game.vendor_code, secret, body),
        body,
        signal: AbortSignal.timeout(LAUNCH_TIMEOUT_MS),
      });
      answer = res.ok ? ((await res.json()) as typeof answer) : undefined;
    } catch (cause) {
      throw new AppError('game.vendor.unavailable', { cause });
    }
    if (!answer?.ok || typeof answer.url !== 'string' || !/^https?:\/\//.test(answer.url))
      throw new AppError('game.vendor.unavailable');
    url = answer.url;
  }
  await deps.catalogue.played(game.id);
  return { content: { game_url: url, mode, nodeId: game.id, gameName } };
}
