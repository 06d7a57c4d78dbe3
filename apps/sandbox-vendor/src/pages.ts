import type { Session } from './app.ts';
import { FISH } from './games/fish.ts';
import { BOTS, RAKE_PCT } from './games/showdown.ts';
import { SYMBOLS } from './games/slot.ts';

/**
 * The play pages: one self-contained HTML document per category (inline CSS and JS, no
 * external assets), sized for a 360 px phone and for the platform's game iframe. Every
 * control a browser test needs carries a stable data-testid.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

const CSS = `*{box-sizing:border-box}html,body{margin:0;min-height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0d1320;color:#eef2fb;-webkit-text-size-adjust:100%;font-size:15px}
.app{max-width:560px;margin:0 auto;padding:10px;display:flex;flex-direction:column;gap:10px}
header{display:flex;justify-content:space-between;align-items:center;gap:8px}
h1{font-size:1rem;margin:0;line-height:1.2}.sub{font-size:.75rem;color:#9aa6c0}
.bal{background:#18223a;border-radius:10px;padding:6px 10px;text-align:right;white-space:nowrap}
.bal b{display:block;font-size:1.05rem;font-variant-numeric:tabular-nums}
.panel{background:#151e33;border-radius:12px;padding:10px}
.err{background:#5a1620;color:#ffd7dc;border-radius:10px;padding:8px 10px;font-size:.9rem}.err[hidden]{display:none}
.result{min-height:2.8em;text-align:center;padding:8px;border-radius:10px;background:#111a2c}
.result[data-outcome=win]{background:#13391f;color:#b9f5c8}.result[data-outcome=lose]{color:#c5cbe0}
.stakes{display:flex;gap:6px;align-items:center;flex-wrap:wrap}
.stakes label{font-size:.8rem;color:#9aa6c0;flex-basis:100%}
.stakes input{width:5.6em;padding:9px;border-radius:10px;border:1px solid #34436a;background:#0d1320;color:inherit;font:inherit}
button{font:inherit;border:0;border-radius:10px;padding:9px 12px;cursor:pointer;background:#2a3756;color:#eef2fb;min-height:42px;touch-action:manipulation}
button.chip{min-width:38px;min-height:38px;padding:4px 6px;font-size:.85rem;border-radius:21px;background:#243150;border:2px dashed #56688f}
button.primary{background:#f2b72a;color:#1d1400;font-weight:700;width:100%;font-size:1.05rem}
button:disabled,.busy button.primary{opacity:.55;cursor:default}
.ended button{pointer-events:none;opacity:.4}
.row{display:flex;gap:6px}.row>*{flex:1}
.cards{display:flex;gap:4px;min-height:58px;justify-content:center;flex-wrap:wrap}
.c{display:inline-flex;align-items:center;justify-content:center;width:40px;height:56px;border-radius:6px;background:#fff;color:#111;font-weight:700;box-shadow:0 1px 3px #0008;animation:deal .35s both}
.c.red{color:#c8102e}
@keyframes deal{from{transform:translateY(-14px) rotate(-8deg);opacity:0}to{transform:none;opacity:1}}
a{color:#9cc2ff}.demo{background:#6b4bd6;color:#fff;border-radius:6px;padding:1px 6px;font-size:.7rem;margin-left:4px}
table{border-collapse:collapse;width:100%;font-size:.8rem}td,th{padding:3px 4px;text-align:left;border-bottom:1px solid #243150}
details summary{cursor:pointer;color:#9aa6c0;font-size:.85rem}`;

const COMMON_JS = `var S = JSON.parse(document.getElementById('vendor-data').textContent);
var base = location.pathname.replace(/\\/+$/, '');
function el(t) { return document.querySelector('[data-testid="' + t + '"]'); }
function h(s) { return String(s).replace(/[&<>"']/g, function (c) { return '&#' + c.charCodeAt(0) + ';'; }); }
var MSG = {
  INSUFFICIENT_FUNDS: 'Insufficient funds: your balance is too low for this stake.',
  SESSION_EXPIRED: 'Your game session has expired. Close the game and open it again from the site.',
  PLATFORM_UNAVAILABLE: 'The wallet is not answering. Any stake taken is being returned; please try again shortly.',
  NETWORK: 'Network error: check your connection and try again.',
  PLAYER_MISMATCH: 'This game session belongs to another player.',
  TX_ROLLED_BACK: 'This round was cancelled and your stake returned.',
  MATCH_CLOSED: 'This match has already kicked off.',
  BET_SETTLED: 'This bet is already settled.'
};
function money(s) { return S.currency + ' ' + Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }); }
function setBalance(b) { var e = el('vendor-balance'); e.textContent = money(b); e.setAttribute('data-amount', b); }
function showError(code, message) {
  var e = el('vendor-error');
  e.textContent = MSG[code] || message || ('Something went wrong (' + code + ').');
  e.setAttribute('data-code', code);
  e.hidden = false;
  if (code === 'SESSION_EXPIRED') document.body.classList.add('ended');
}
function clearError() { var e = el('vendor-error'); e.hidden = true; e.textContent = ''; e.removeAttribute('data-code'); }
function setResult(html, outcome) { var r = el('vendor-result'); r.innerHTML = html; r.setAttribute('data-outcome', outcome || ''); }
function card(c) { return '<span class="c' + (c.red ? ' red' : '') + '">' + h(c.label) + '</span>'; }
function cards(list) { return list.map(function (c, i) { return card(c).replace('class="c', 'style="animation-delay:' + (i * 0.18) + 's" class="c'); }).join(''); }
function stakeValue() { return el('vendor-stake').value.trim(); }
function cents(s) { var n = Number(s); return isFinite(n) ? Math.round(n * 100) : NaN; }
function amount(c) { return (c / 100).toFixed(2); }
function outcomeText(d) {
  var won = Number(d.win) > 0;
  if (d.win === d.stake) return 'Your stake of <b>' + h(money(d.stake)) + '</b> is returned.';
  return won ? 'You won <b>' + h(money(d.win)) + '</b>' : 'No win this round (stake ' + h(money(d.stake)) + ').';
}
async function api(path, body) {
  var data;
  try {
    var res = await fetch(base + path, body ? { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : { cache: 'no-store' });
    data = await res.json();
  } catch (e) { data = { ok: false, error: 'NETWORK' }; }
  if (data.balance) setBalance(data.balance);
  if (data.ok) clearError(); else showError(data.error, data.message);
  return data;
}
var busy = false;
async function act(fn) {
  if (busy) return;
  busy = true; document.body.classList.add('busy'); el('vendor-bet').disabled = true;
  try { await fn(); } finally { busy = false; document.body.classList.remove('busy'); el('vendor-bet').disabled = false; }
}
document.querySelectorAll('[data-chip]').forEach(function (b) {
  b.addEventListener('click', function () { el('vendor-stake').value = b.getAttribute('data-chip'); });
});
`;

const stakeRow = (label = 'Stake') => `<div class="stakes"><label for="stake">${label}</label>
<input id="stake" data-testid="vendor-stake" inputmode="decimal" value="10.00" aria-label="${label}">
${[1, 5, 10, 50, 100].map((c) => `<button type="button" class="chip" data-chip="${c}.00">${c}</button>`).join('')}</div>`;

type Game = { css: string; body: string; js: string; data?: Record<string, unknown> };

const LIVE: Game = {
  css: `.hands{display:grid;grid-template-columns:1fr 1fr;gap:8px;text-align:center}
.hand{border-radius:10px;padding:6px;background:#0f2a1c}.hand.won{outline:3px solid #f2b72a}
.lbl{font-weight:700;font-size:.85rem;margin-bottom:4px}.lbl.p{color:#7fb3ff}.lbl.b{color:#ff8a8a}
.felt{background:#0b5a35;border-radius:14px;padding:10px;display:flex;flex-direction:column;gap:10px}
.spots{display:grid;grid-template-columns:1fr .8fr 1fr;gap:6px}
.spot{display:flex;flex-direction:column;align-items:center;padding:8px 4px;border:2px solid #ffffff55;background:#0a4a2c}
.spot.player{border-color:#7fb3ff}.spot.banker{border-color:#ff8a8a}.spot.tie{border-color:#9be39b}
.spot small{font-size:.7rem;color:#cfe}.spot .amt{font-weight:700;color:#f2b72a;min-height:1.2em}
.road{display:flex;flex-wrap:wrap;gap:3px;min-height:14px}.road i{width:12px;height:12px;border-radius:50%;display:block}
.road .PLAYER{background:#3b7ddd}.road .BANKER{background:#d33}.road .TIE{background:#2a2}`,
  body: `<section class="felt" aria-label="Baccarat table">
<div class="hands">
<div class="hand" id="hand-player"><div class="lbl p">PLAYER <span data-testid="vendor-player-total"></span></div><div class="cards" data-testid="vendor-player-cards"></div></div>
<div class="hand" id="hand-banker"><div class="lbl b">BANKER <span data-testid="vendor-banker-total"></span></div><div class="cards" data-testid="vendor-banker-cards"></div></div>
</div>
<div class="spots">
<button type="button" class="spot player" data-testid="vendor-side-player" data-side="player">Player<small>pays 1:1</small><span class="amt"></span></button>
<button type="button" class="spot tie" data-testid="vendor-side-tie" data-side="tie">Tie<small>pays 8:1</small><span class="amt"></span></button>
<button type="button" class="spot banker" data-testid="vendor-side-banker" data-side="banker">Banker<small>pays 0.95:1</small><span class="amt"></span></button>
</div>
<div class="road" data-testid="vendor-road" aria-label="Results of this shoe"></div>
<div class="sub">8-deck shoe · <span id="left">416</span> cards left · tap a bet spot to place the chip value</div>
</section>
${stakeRow('Chip')}
<div class="row"><button type="button" data-testid="vendor-clear">Clear bets</button><button type="button" class="primary" data-testid="vendor-bet">Deal</button></div>`,
  js: `var bets = { player: 0, banker: 0, tie: 0 };
function drawBets() {
  document.querySelectorAll('[data-side]').forEach(function (b) {
    var v = bets[b.getAttribute('data-side')];
    b.querySelector('.amt').textContent = v ? amount(v) : '';
  });
}
function road(list, left) {
  el('vendor-road').innerHTML = (list || []).map(function (w) { return '<i class="' + w + '" title="' + w + '"></i>'; }).join('');
  if (left !== undefined) document.getElementById('left').textContent = left;
}
document.querySelectorAll('[data-side]').forEach(function (b) {
  b.addEventListener('click', function () {
    var c = cents(stakeValue());
    if (!(c >= 100)) return showError('', 'Choose a chip of 1.00 or more.');
    clearError();
    bets[b.getAttribute('data-side')] += c;
    drawBets();
  });
});
el('vendor-clear').addEventListener('click', function () { bets = { player: 0, banker: 0, tie: 0 }; drawBets(); });
el('vendor-bet').addEventListener('click', function () {
  if (!bets.player && !bets.banker && !bets.tie) return showError('', 'Place a bet on Player, Banker or Tie first.');
  act(async function () {
    setResult('Dealing…');
    var d = await api('/bet', { bets: { player: amount(bets.player), banker: amount(bets.banker), tie: amount(bets.tie) } });
    if (!d.ok) { setResult(''); return; }
    var r = d.result;
    el('vendor-player-cards').innerHTML = cards(r.player);
    el('vendor-banker-cards').innerHTML = cards(r.banker);
    el('vendor-player-total').textContent = r.playerTotal;
    el('vendor-banker-total').textContent = r.bankerTotal;
    document.getElementById('hand-player').classList.toggle('won', r.winner === 'PLAYER');
    document.getElementById('hand-banker').classList.toggle('won', r.winner === 'BANKER');
    road(r.road, r.cardsLeft);
    var head = r.winner === 'TIE' ? 'Tie ' + r.playerTotal + '–' + r.bankerTotal : (r.winner === 'PLAYER' ? 'Player' : 'Banker') + ' wins ' + Math.max(r.playerTotal, r.bankerTotal) + '–' + Math.min(r.playerTotal, r.bankerTotal);
    setResult(head + '. ' + outcomeText(d), Number(d.win) > 0 ? 'win' : 'lose');
  });
});
function init(d) { road(d.road, d.cardsLeft); }`,
};

const sportsGame = (esports: boolean): Game => ({
  css: `.match{background:#111a2c;border-radius:10px;padding:8px;display:flex;flex-direction:column;gap:6px}
.match+.match{margin-top:8px}.match.settled{opacity:.75}.teams{font-weight:700}
.picks{display:grid;grid-template-columns:repeat(auto-fit,minmax(80px,1fr));gap:6px}
.pick{display:flex;flex-direction:column;align-items:center;padding:6px 4px;font-size:.8rem}.pick b{font-size:1rem;color:#f2b72a}
.pick[aria-pressed=true]{background:#f2b72a;color:#1d1400}.pick[aria-pressed=true] b{color:#1d1400}
.ko{background:#3a2a66;min-height:36px;padding:6px;font-size:.9rem}.ft{color:#b9f5c8;font-size:.85rem}
.bet{display:flex;justify-content:space-between;align-items:center;gap:6px;padding:6px 0;border-bottom:1px solid #243150;font-size:.85rem}
.bet button{min-height:34px;padding:4px 10px}.st-WON{color:#7ee29b}.st-LOST{color:#ff9a9a}.st-VOID{color:#9aa6c0}`,
  body: `<section class="panel" data-testid="vendor-matches" aria-label="Matches"></section>
<section class="panel"><div class="sub">Bet slip</div><div data-testid="vendor-selection">Pick an outcome above.</div>
${stakeRow()}<div style="margin-top:8px"><button type="button" class="primary" data-testid="vendor-bet">Place bet</button></div></section>
<section class="panel"><div class="sub">My bets${esports ? '' : ' · kick off a match to settle it'}</div><div data-testid="vendor-bets"></div></section>`,
  js: `var sel = null, matches = [];
function render(d) {
  if (d.matches) matches = d.matches;
  el('vendor-matches').innerHTML = matches.map(function (m) {
    var head = '<div class="sub">' + h(m.league) + ' · ' + (m.market === '1X2' ? 'Full time 1X2' : 'Match winner') + '</div><div class="teams">' + h(m.home) + ' vs ' + h(m.away) + '</div>';
    if (m.status === 'SETTLED') {
      var w = m.picks.filter(function (p) { return p.pick === m.result.pick; })[0];
      return '<div class="match settled" data-testid="vendor-match-' + m.id + '">' + head + '<div class="ft" data-testid="vendor-score-' + m.id + '">Final ' + h(m.result.score) + ' · ' + (m.result.pick === 'X' ? 'Draw' : h(w.label) + ' won') + '</div></div>';
    }
    return '<div class="match" data-testid="vendor-match-' + m.id + '">' + head + '<div class="picks">' + m.picks.map(function (p) {
      var on = sel && sel.matchId === m.id && sel.pick === p.pick;
      return '<button type="button" class="pick" aria-pressed="' + on + '" data-testid="vendor-pick-' + m.id + '-' + p.pick + '" data-m="' + m.id + '" data-p="' + p.pick + '">' + h(p.pick === 'X' ? 'Draw' : p.label) + '<b>' + p.odds + '</b></button>';
    }).join('') + '</div><button type="button" class="ko" data-testid="vendor-settle-' + m.id + '" data-ko="' + m.id + '">${esports ? 'Start match' : 'Kick off'} &amp; settle</button></div>';
  }).join('');
  if (d.bets) el('vendor-bets').innerHTML = d.bets.length ? d.bets.slice().reverse().map(function (b) {
    var m = matches.filter(function (x) { return x.id === b.matchId; })[0];
    var name = (b.pick === 'X' ? 'Draw' : b.label) + (m ? ' · ' + m.home + ' vs ' + m.away : '');
    return '<div class="bet" data-testid="vendor-betline-' + b.id + '"><span>' + h(name) + ' @ ' + b.odds + '<br><span class="sub">Stake ' + h(money(b.stake)) + '</span></span><span class="st-' + b.status + '">' +
      (b.status === 'OPEN' ? '<button type="button" data-testid="vendor-cancel-' + b.id + '" data-cancel="' + b.id + '">Cancel</button>' : b.status === 'WON' ? 'Won ' + h(money(b.win)) : b.status === 'LOST' ? 'Lost' : 'Cancelled') + '</span></div>';
  }).join('') : '<div class="sub">No bets yet.</div>';
  el('vendor-selection').textContent = sel ? sel.text : 'Pick an outcome above.';
}
document.addEventListener('click', function (e) {
  var t = e.target.closest('button');
  if (!t) return;
  if (t.hasAttribute('data-p')) {
    var m = matches.filter(function (x) { return x.id === t.getAttribute('data-m'); })[0];
    var p = m.picks.filter(function (x) { return x.pick === t.getAttribute('data-p'); })[0];
    sel = { matchId: m.id, pick: p.pick, text: (p.pick === 'X' ? 'Draw' : p.label) + ' @ ' + p.odds + ' — ' + m.home + ' vs ' + m.away };
    render({});
  } else if (t.hasAttribute('data-ko')) {
    var id = t.getAttribute('data-ko');
    act(async function () {
      setResult('Match in play…');
      var d = await api('/settle', { matchId: id });
      if (sel && sel.matchId === id) sel = null;
      render(d);
      if (!d.result) { setResult(''); return; }
      var mine = (d.bets || []).filter(function (b) { return b.matchId === id; });
      var won = mine.reduce(function (t, b) { return t + Number(b.win); }, 0);
      setResult('Final score ' + h(d.result.score) + '. ' + (mine.length ? (won > 0 ? 'You won <b>' + h(money(won)) + '</b>' : 'Your bets on this match lost.') : 'You had no bet on this match.'), won > 0 ? 'win' : 'lose');
    });
  } else if (t.hasAttribute('data-cancel')) {
    var betId = t.getAttribute('data-cancel');
    act(async function () {
      var d = await api('/cancel', { betId: betId });
      render(d);
      if (d.ok) setResult('Bet cancelled: your stake is back.', '');
    });
  }
});
el('vendor-bet').addEventListener('click', function () {
  if (!sel) return showError('', 'Pick an outcome first.');
  act(async function () {
    var d = await api('/bet', { matchId: sel.matchId, pick: sel.pick, stake: stakeValue() });
    if (d.ok) { setResult('Bet placed: ' + h(sel.text) + ', stake ' + h(money(stakeValue())) + '.', ''); sel = null; }
    render(d);
  });
});
function init(d) { render(d); }`,
});

const RNG: Game = {
  css: `.reels{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;background:#2b1846;border-radius:12px;padding:6px;position:relative}
.cell{background:#fff8e6;border-radius:8px;font-size:clamp(24px,8.5vw,40px);font-weight:700;text-align:center;line-height:1.5;height:1.5em;overflow:hidden}
.reels::after{content:"";position:absolute;left:2px;right:2px;top:calc(50% - 1px);height:2px;background:#f2b72a88;pointer-events:none}
.cell.mid{box-shadow:inset 0 0 0 2px #f2b72a}.cell.hit{background:#ffe07a;animation:pop .5s 2}
.spinning .cell{animation:blur .12s linear infinite}
@keyframes blur{0%{transform:translateY(-30%);filter:blur(2px)}100%{transform:translateY(30%);filter:blur(2px)}}
@keyframes pop{50%{transform:scale(1.12)}}`,
  body: `<section class="panel"><div class="reels" data-testid="vendor-reels"></div>
<details><summary>Paytable (middle line, from the left)</summary><table data-testid="vendor-paytable"><tr><th></th><th>×2</th><th>×3</th><th>×4</th><th>×5</th></tr>
${SYMBOLS.map((s) => `<tr><td class="sym" style="color:${s.color}">${s.glyph}</td>${[2, 3, 4, 5].map((n) => `<td>${(s.pays as Record<number, number>)[n] ?? '–'}</td>`).join('')}</tr>`).join('')}
</table><div class="sub">Wins are stake × the number shown.</div></details></section>
${stakeRow()}<button type="button" class="primary" data-testid="vendor-bet">Spin</button>`,
  js: `var G = {}; S.symbols.forEach(function (s) { G[s.id] = '<span style="color:' + s.color + '">' + s.glyph + '</span>'; });
function draw(reels, run) {
  var html = '';
  for (var row = 0; row < 3; row++) for (var r = 0; r < 5; r++)
    html += '<div class="cell' + (row === 1 ? ' mid' : '') + (row === 1 && r < run ? ' hit' : '') + '">' + G[reels[r][row]] + '</div>';
  el('vendor-reels').innerHTML = html;
}
var ids = S.symbols.map(function (s) { return s.id; });
draw([0, 1, 2, 3, 4].map(function (i) { return [ids[(i + 1) % 6], ids[(i + 2) % 6], ids[(i + 3) % 6]]; }), 0);
el('vendor-bet').addEventListener('click', function () {
  act(async function () {
    var reels = el('vendor-reels');
    reels.classList.add('spinning');
    setResult('Spinning…');
    var started = Date.now();
    var d = await api('/bet', { stake: stakeValue() });
    await new Promise(function (r) { setTimeout(r, Math.max(0, 600 - (Date.now() - started))); });
    reels.classList.remove('spinning');
    if (!d.ok) { setResult(''); return; }
    var x = d.result;
    draw(x.reels, x.multiplier > 0 ? x.run : 0);
    setResult((x.multiplier > 0 ? x.run + ' × ' + G[x.symbol] + ' pays ×' + x.multiplier + '. ' : '') + outcomeText(d), Number(d.win) > 0 ? 'win' : 'lose');
  });
});
function init() {}`,
  data: { symbols: SYMBOLS.map((s) => ({ id: s.id, glyph: s.glyph, color: s.color })) },
};

const FISH_GAME: Game = {
  css: `.pond{position:relative;height:230px;border-radius:12px;overflow:hidden;background:linear-gradient(#1b6ca8,#0b2f5a 70%,#09203f)}
.fish{position:absolute;left:0;width:calc(34px*var(--s));height:calc(18px*var(--s));min-height:0;padding:0;border-radius:50% 40% 40% 50%;background:var(--c);animation:swim linear infinite}
.fish::before{content:"";position:absolute;left:calc(-12px*var(--s));top:calc(2px*var(--s));border:calc(7px*var(--s)) solid transparent;border-right:calc(12px*var(--s)) solid var(--c)}
.fish::after{content:"";position:absolute;right:22%;top:28%;width:calc(4px*var(--s));height:calc(4px*var(--s));border-radius:50%;background:#111}
.dot{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:4px;vertical-align:middle}
.fish.hit{animation-play-state:paused;box-shadow:0 0 14px 6px #ffd84a}
.shot{position:absolute;bottom:0;left:50%;width:6px;height:6px;margin-left:-3px;border-radius:50%;background:#ffd84a;box-shadow:0 0 8px #ffd84a}
@keyframes swim{from{transform:translateX(-60px)}to{transform:translateX(560px)}}
.targets{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.targets button{font-size:.8rem;padding:6px 4px}
.targets button[aria-pressed=true]{background:#f2b72a;color:#1d1400}`,
  body: `<section class="pond" data-testid="vendor-pond" aria-label="Pond: tap a fish to shoot it"></section>
<div class="targets" role="group" aria-label="Target">${FISH.map((f) => `<button type="button" data-testid="vendor-fish-${f.id}" data-fish="${f.id}" aria-pressed="${f.id === 'SARDINE'}"><i class="dot" style="background:${f.color}"></i>${esc(f.name)} ×${f.multiplier}</button>`).join('')}</div>
${stakeRow('Shot cost')}<button type="button" class="primary" data-testid="vendor-bet">Fire</button>
<div class="sub">Each shot costs the stake; a hit pays stake × the fish's multiplier. Bigger fish are harder to catch.</div>`,
  js: `var target = 'SARDINE';
var pond = el('vendor-pond');
S.fish.forEach(function (f, i) {
  for (var k = 0; k < (f.multiplier >= 50 ? 1 : 2); k++) {
    var b = document.createElement('button');
    b.type = 'button'; b.className = 'fish'; b.setAttribute('data-shoot', f.id);
    b.style.setProperty('--c', f.color); b.style.setProperty('--s', f.size);
    b.setAttribute('aria-label', 'Shoot the ' + f.name);
    b.style.top = (8 + ((i * 37 + k * 90) % 180)) + 'px';
    b.style.animationDuration = (7 + i * 1.6 + k * 2.3) + 's';
    b.style.animationDelay = (-((i * 3.1 + k * 5.3) % 9)) + 's';
    pond.appendChild(b);
  }
});
function choose(id) {
  target = id;
  document.querySelectorAll('[data-fish]').forEach(function (b) { b.setAttribute('aria-pressed', String(b.getAttribute('data-fish') === id)); });
}
document.querySelectorAll('[data-fish]').forEach(function (b) { b.addEventListener('click', function () { choose(b.getAttribute('data-fish')); }); });
function fire(node) {
  act(async function () {
    var f = S.fish.filter(function (x) { return x.id === target; })[0];
    var shot = document.createElement('span'); shot.className = 'shot'; pond.appendChild(shot);
    shot.animate([{ transform: 'translate(0,0)' }, { transform: 'translate(0,-200px)', opacity: 0.2 }], { duration: 350 });
    setTimeout(function () { shot.remove(); }, 350);
    var d = await api('/bet', { stake: stakeValue(), fish: target });
    if (!d.ok) { setResult(''); return; }
    if (d.result.hit) {
      var n = node || pond.querySelector('[data-shoot="' + target + '"]');
      if (n) { n.classList.add('hit'); setTimeout(function () { n.classList.remove('hit'); }, 900); }
      setResult('Hit! ' + h(f.name) + ' ×' + f.multiplier + '. ' + outcomeText(d), 'win');
    } else setResult('Missed the ' + h(f.name) + '. ' + outcomeText(d), 'lose');
  });
}
pond.addEventListener('click', function (e) {
  var t = e.target.closest('[data-shoot]');
  if (!t) return;
  choose(t.getAttribute('data-shoot'));
  fire(t);
});
el('vendor-bet').addEventListener('click', function () { fire(null); });
function init() {}`,
  data: {
    fish: FISH.map((f) => ({
      id: f.id,
      name: f.name,
      color: f.color,
      size: f.size,
      multiplier: f.multiplier,
    })),
  },
};

const PVP: Game = {
  css: `.seats{display:grid;grid-template-columns:1fr 1fr;gap:8px}
.seat{background:#1d2942;border-radius:10px;padding:8px;text-align:center}.seat.me{grid-column:1/3;background:#213a2c}
.seat.won{outline:3px solid #f2b72a}.seat .name{font-weight:700;font-size:.85rem}.seat .hand{font-size:.8rem;color:#c9d3ea;min-height:1.2em}`,
  body: `<section class="panel"><div class="seats" data-testid="vendor-seats">
${BOTS.map((b, i) => `<div class="seat" id="seat-${i + 1}"><div class="name">${esc(b)}</div><div class="cards"></div><div class="hand"></div></div>`).join('')}
<div class="seat me" id="seat-0"><div class="name">You</div><div class="cards"></div><div class="hand"></div></div>
</div><div class="sub">Three-card showdown: every seat antes the stake, the best hand takes the pot less ${RAKE_PCT}% rake. Straight flush › three of a kind › straight › flush › pair › high card.</div></section>
${stakeRow('Ante')}<button type="button" class="primary" data-testid="vendor-bet">Play hand</button>`,
  js: `el('vendor-bet').addEventListener('click', function () {
  act(async function () {
    setResult('Dealing…');
    var d = await api('/bet', { stake: stakeValue() });
    if (!d.ok) { setResult(''); return; }
    d.result.seats.forEach(function (s, i) {
      var seat = document.getElementById('seat-' + i);
      seat.querySelector('.cards').innerHTML = cards(s.cards);
      seat.querySelector('.hand').textContent = s.hand;
      seat.classList.toggle('won', s.winner);
    });
    var me = d.result.seats[0];
    var head = me.winner ? (d.result.winners > 1 ? 'Split pot with ' + me.hand + '. ' : 'You win with ' + me.hand + '! ') : 'Beaten: ' + d.result.seats.filter(function (s) { return s.winner; }).map(function (s) { return s.name + ' (' + s.hand + ')'; }).join(', ') + '. ';
    setResult(head + 'Pot ' + h(money(d.result.pot)) + '. ' + outcomeText(d), Number(d.win) > 0 ? 'win' : 'lose');
  });
});
function init() {}`,
};

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
