import { FISH } from '../games/fish.ts';
import { SYMBOLS } from '../games/slot.ts';
import { esc, type Game, stakeRow } from './common.ts';

/** The slot: five reels, the middle line, the paytable. */
export const RNG: Game = {
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

/** Fishing: a pond of fish to shoot at the stake's cost. */
export const FISH_GAME: Game = {
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
