import { BOTS, RAKE_PCT } from '../games/showdown.ts';
import { esc, type Game, stakeRow } from './common.ts';

/** Live baccarat: the table, its bet spots and the road of the shoe. */
export const LIVE: Game = {
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

/** The card showdown: three bots and the player ante, the best hand takes the pot. */
export const PVP: Game = {
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
