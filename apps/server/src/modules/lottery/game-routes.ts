import { lotteryEndpoints as e } from '@lotto/contracts';
import { serve } from '../../lib/endpoint.ts';
import { ok } from '../../lib/envelope.ts';
import type { App } from '../../lib/http.ts';
import { lotteryDoc as doc, playerOf, type LotteryRouteDeps } from './route-kit.ts';

/** The brand's lottery games: the list, a game's play menu and the member's recent games. */
export function lotteryGameRoutes(app: App, { lottery, sessions }: LotteryRouteDeps) {
  const player = playerOf(sessions);

  serve(app, e.games, doc("The brand's lottery games, of one prize mode when given"), async (req) =>
    ok(await lottery.games(req.brand, { lang: req.lang, prizeMode: req.query.prizeMode })),
  );

  serve(
    app,
    e.gameMenu,
    doc(
      "A game's play menu per prize mode, with odds at the member's own series (the brand's default for a guest) and the series a ticket may name",
    ),
    async (req) => {
      const session = await sessions.optional(req);
      return ok(
        await lottery.menu(req.brand, { lang: req.lang, code: req.query.gameCode, member: session?.member }),
      );
    },
  );

  serve(app, e.recent, doc('Lottery games the member bet on lately, newest first'), async (req) =>
    ok(await lottery.recent(req.brand, { member: await player(req), lang: req.lang })),
  );
}

/** The member's favourite lottery games (LOTTFAV): read, add, remove; and where a game opens. */
export function lotteryFavouriteAndLaunchRoutes(app: App, { lottery, sessions }: LotteryRouteDeps) {
  const player = playerOf(sessions);

  serve(app, e.favourites, doc("The member's favourite lottery games (LOTTFAV)"), async (req) =>
    ok(await lottery.favourites(await player(req))),
  );

  serve(app, e.addFavourite, doc('Adds a lottery game to the favourites (LOTTFAV)'), async (req) =>
    ok(await lottery.addFavourite(req.brand, { member: await player(req), code: req.body.gameCode })),
  );

  serve(app, e.removeFavourite, doc('Removes a lottery game from the favourites (LOTTFAV)'), async (req) =>
    ok(await lottery.removeFavourite(await player(req), req.body.gameCode)),
  );

  serve(
    app,
    e.launch,
    doc('Where a LOTT or ELOTT game opens: /lottery?gameCode&playType, or /vnlottery?gameCode'),
    async (req) =>
      ok(await lottery.launch(req.brand, { code: req.query.gameCode, playType: req.query.playType })),
  );
}
