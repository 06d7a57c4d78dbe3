import { FISH_GAME, RNG } from './pages/arcade.ts';
import { CSS, COMMON_JS, esc, type Game, json } from './pages/common.ts';
import { sportsGame } from './pages/sports.ts';
import { LIVE, PVP } from './pages/tables.ts';
import type { Session } from './session.ts';

/**
 * The play pages: one self-contained HTML document per category (inline CSS and JS, no
 * external assets), sized for a 360 px phone and for the platform's game iframe. Every
 * control a browser test needs carries a stable data-testid.
 */
const GAMES: Record<Session['category'], Game> = {
  LIVE,
  SPORTS: sportsGame(false),
  ESPORTS: sportsGame(true),
  RNG,
  FISH: FISH_GAME,
  PVP,
};

const KIND: Record<Session['category'], string> = {
  LIVE: 'Live baccarat',
  SPORTS: 'Sportsbook',
  ESPORTS: 'E-sports',
  RNG: 'Slot',
  FISH: 'Fishing',
  PVP: 'Card showdown',
};

export const playPage = (s: Session): string => {
  const g = GAMES[s.category];
  const exit = /^https?:\/\//.test(s.returnUrl)
    ? ` · <a href="${esc(s.returnUrl)}" target="_top" data-testid="vendor-exit">Exit</a>`
    : '';
  const data = { category: s.category, currency: s.currency, vendor: s.vendor, ...g.data };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(s.gameName)} · ${esc(s.vendor)}</title>
<style>${CSS}
${g.css}</style></head>
<body data-category="${s.category}"><main class="app">
<header><div><h1>${esc(s.gameName)}${s.mode === 'demo' ? '<span class="demo">DEMO</span>' : ''}</h1>
<div class="sub">${esc(s.vendor)} · ${KIND[s.category]}${exit}</div></div>
<div class="bal"><span class="sub">Balance</span><b data-testid="vendor-balance">…</b></div></header>
<div class="err" role="alert" data-testid="vendor-error" hidden></div>
${g.body}
<div class="result" role="status" aria-live="polite" data-testid="vendor-result"></div>
</main>
<script type="application/json" id="vendor-data">${json(data)}</script>
<script>${COMMON_JS}
${g.js}
api('/state').then(function (d) { if (d.ok) init(d); });</script>
</body></html>`;
};

export const endedPage = (): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Session ended</title><style>${CSS}</style></head>
<body><main class="app"><div class="err" role="alert" data-testid="vendor-error" data-code="SESSION_EXPIRED">Your game session has expired. Close the game and open it again from the site.</div></main></body></html>`;
