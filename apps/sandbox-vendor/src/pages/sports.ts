import { type Game, stakeRow } from './common.ts';

/** The sportsbook and e-sports board: matches and their picks, the bet slip, my bets. */
export const sportsGame = (esports: boolean): Game => ({
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
