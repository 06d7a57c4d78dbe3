/**
 * What every play page shares: the base style, the script that talks to this vendor (balance,
 * errors, one action at a time), the stake row, and the escaping of what goes into the HTML.
 */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const json = (v: unknown) => JSON.stringify(v).replace(/</g, '\\u003c');

export const CSS = `*{box-sizing:border-box}html,body{margin:0;min-height:100%}
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

export const COMMON_JS = `var S = JSON.parse(document.getElementById('vendor-data').textContent);
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

export const stakeRow = (label = 'Stake') => `<div class="stakes"><label for="stake">${label}</label>
<input id="stake" data-testid="vendor-stake" inputmode="decimal" value="10.00" aria-label="${label}">
${[1, 5, 10, 50, 100].map((c) => `<button type="button" class="chip" data-chip="${c}.00">${c}</button>`).join('')}</div>`;

/** A category's part of its page: style, body and script, and data the script reads. */
export type Game = { css: string; body: string; js: string; data?: Record<string, unknown> };
