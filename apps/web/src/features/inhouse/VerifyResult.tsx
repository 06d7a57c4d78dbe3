import { useTranslation } from 'react-i18next';
import { plinkoPaytable } from '@lotto/contracts/games/fair/plinko';
import { slotLineWins } from '@lotto/contracts/games/fair/slot';
import type { VerifiedRound } from '@lotto/contracts/games/fair/verify';
import { bpText, hundredthsText, rollText, type VerifyForm } from './helpers.ts';
import { SlotSymbol } from './symbols.tsx';
import type { Checked } from './verify-check.ts';

/** What the recomputed outcome looks like, per game. */
function Outcome({ v }: { v: VerifiedRound }) {
  const { t } = useTranslation();
  switch (v.game) {
    case 'dice':
      return (
        <p data-testid="verify-outcome">{t('inhouse.dice.rolled', { roll: rollText(v.outcome.roll) })}</p>
      );
    case 'mines':
      return (
        <p data-testid="verify-outcome">
          {t('inhouse.verifyPage.minesAt', { tiles: v.outcome.mines.map((m) => m + 1).join(', ') })}
        </p>
      );
    case 'plinko':
      return (
        <p data-testid="verify-outcome">
          {t('inhouse.plinko.bucketN', { n: v.outcome.bucket })} · {v.outcome.path.join('')}
        </p>
      );
    case 'keno':
      return (
        <p data-testid="verify-outcome">
          {t('inhouse.verifyPage.drawn', { numbers: v.outcome.drawn.join(', ') })}
        </p>
      );
    case 'slot':
      return (
        <div data-testid="verify-outcome">
          <div className="ih-reels ih-reels--small">
            {v.outcome.grid.map((reel, r) => (
              <div className="ih-reel" key={r}>
                {reel.map((s, i) => (
                  <span key={i} className="ih-symbol" data-symbol={s}>
                    <SlotSymbol symbol={s} />
                  </span>
                ))}
              </div>
            ))}
          </div>
          <p>
            {t('inhouse.verifyPage.stops', { stops: v.outcome.stops.join(', ') })} ·{' '}
            {t('inhouse.verifyPage.lines', { n: slotLineWins(v.outcome.grid).length })}
          </p>
        </div>
      );
    case 'crash':
      return (
        <p data-testid="verify-outcome">
          {t('inhouse.verifyPage.crashPoint', { point: hundredthsText(v.outcome.crashPoint) })}
        </p>
      );
  }
}

/** A check that passed or failed, once there is something to check. */
function Verdict({
  ok,
  testId,
  words,
}: {
  ok: boolean | null | undefined;
  testId: string;
  words: [string, string];
}) {
  if (ok === null || ok === undefined) return null;
  return (
    <p className={ok ? 'ih-won' : 'ih-error'} data-testid={testId} data-ok={ok}>
      {ok ? words[0] : words[1]}
    </p>
  );
}

/** The recomputed outcome and multiplier (a plinko bucket's pay), the commitment and the chain link. */
export function VerifyResult({ form, checked }: { form: VerifyForm; checked: Checked | null }) {
  const { t } = useTranslation();
  const v = checked?.verified;
  const pays =
    form.game === 'plinko' && v?.game === 'plinko'
      ? plinkoPaytable({ rows: Number(form.rows) as 8, risk: form.risk as 'low' })
      : null;
  return (
    <section className="ih-panel" aria-live="polite" data-testid="verify-result">
      <h2 className="ih-h2">{t('inhouse.verifyPage.result')}</h2>
      {checked?.failed && <p className="ih-error">{t('inhouse.verifyPage.failed')}</p>}
      {checked?.bad && <p className="ih-error">{t('inhouse.verifyPage.fill')}</p>}
      {v && (
        <>
          <Outcome v={v} />
          <p>
            {t('inhouse.multiplier')}:{' '}
            <strong data-testid="verify-multiplier">{bpText(v.multiplierBp)}</strong>
          </p>
          {pays && (
            <p className="ih-note">
              {t('inhouse.verifyPage.bucketPays', {
                pay: hundredthsText(pays[v.game === 'plinko' ? v.outcome.bucket : 0] ?? 0),
              })}
            </p>
          )}
        </>
      )}
      <Verdict
        ok={checked?.commitment}
        testId="verify-commitment"
        words={[t('inhouse.verifyPage.hashOk'), t('inhouse.verifyPage.hashBad')]}
      />
      {checked?.jackpot && (
        <p data-testid="verify-jackpot" data-won={checked.jackpot.draw === 0}>
          {t(
            checked.jackpot.draw === 0 ? 'inhouse.verifyPage.jackpotWon' : 'inhouse.verifyPage.jackpotDraw',
            {
              draw: checked.jackpot.draw,
              odds: checked.jackpot.odds,
            },
          )}
        </p>
      )}
      <Verdict
        ok={checked?.chain}
        testId="verify-chain"
        words={[t('inhouse.verifyPage.chainOk'), t('inhouse.verifyPage.chainBad')]}
      />
    </section>
  );
}
