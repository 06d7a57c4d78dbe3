import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../lib/api-errors.ts';
import { formatMoney } from '../../lib/money.ts';
import { useBalance } from '../../lib/queries/member.ts';
import { PlayMoneyTag } from '../../ui/PlayMoneyTag.tsx';
import { useRounds, type PlayValue, type Round } from './api.ts';
import { bpText, checkStake, roundVerifyLink, scaleStake, type SingleGame } from './helpers.ts';

/** A labelled control of a game's panel; `children` gets the id the label points at. */
export function GameField({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className ? `ih-field ${className}` : 'ih-field'}>
      <label htmlFor={id} className="ih-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** The stake with its ×2 and ½ chips; `problem` says why the typed text cannot be played. */
export function StakeInput({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation();
  const check = checkStake(value);
  const problem = check.ok
    ? null
    : check.problem === 'format'
      ? t('inhouse.stakeFormat')
      : check.problem === 'min'
        ? t('inhouse.stakeMin')
        : t('inhouse.stakeMax');
  return (
    <GameField label={t('inhouse.stake')} className="ih-stake">
      {(id) => (
        <>
          <div className="ih-stake__row">
            <input
              id={id}
              className="text-input ih-input"
              inputMode="decimal"
              autoComplete="off"
              value={value}
              aria-invalid={problem ? true : undefined}
              onChange={(e) => onChange(e.target.value)}
              data-testid="ih-stake"
            />
            <button type="button" className="ih-chip" onClick={() => onChange(scaleStake(value, 'half'))}>
              ½
            </button>
            <button type="button" className="ih-chip" onClick={() => onChange(scaleStake(value, 'double'))}>
              ×2
            </button>
          </div>
          {problem && <p className="ih-error">{problem}</p>}
        </>
      )}
    </GameField>
  );
}

/** The play button and the problem of the last try (an API error, or the real-account notice). */
export function PlayButton({
  label,
  busy,
  disabled,
  onClick,
  error,
  restricted,
}: {
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  error: unknown;
  restricted: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="ih-play">
      <button
        type="button"
        className="button ih-play__button"
        disabled={busy || disabled}
        aria-busy={busy}
        // A double click's second click (detail 2) is not a second round, even when the first
        // round has already come back by the time it arrives.
        onClick={(e) => {
          if (e.detail <= 1) onClick();
        }}
        data-testid="ih-play"
      >
        {busy ? t('inhouse.playing') : label}
      </button>
      {(restricted || error !== null) && (
        <p className="ih-error" role="alert" data-testid="ih-error">
          {restricted ? t('in_need_true_account') : errorText(t, error)}
        </p>
      )}
    </div>
  );
}

/** The account's available balance (play money for a demo account), live with the header. */
export function BalanceLine() {
  const { t } = useTranslation();
  const balance = useBalance();
  if (!balance.data) return null;
  return (
    <p className="ih-balance" data-testid="ih-balance">
      {t('inhouse.balance')}{' '}
      <strong data-amount={balance.data.sumBalance}>{formatMoney(balance.data.sumBalance)}</strong>{' '}
      <PlayMoneyTag />
    </p>
  );
}

/** The last round's figures: won or lost, the multiplier, the payout. */
export function ResultLine({ round, children }: { round: PlayValue | null; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!round) return null;
  const won = round.payout !== '0.00';
  return (
    <div
      className={`ih-result ${won ? 'ih-result--won' : 'ih-result--lost'}`}
      data-testid="ih-result"
      data-round={round.roundId}
      data-payout={round.payout}
      aria-live="polite"
    >
      {children}
      <p>
        {won
          ? t('inhouse.won', { amount: formatMoney(round.payout), multiplier: bpText(round.multiplierBp) })
          : t('inhouse.lost', { amount: formatMoney(round.stake) })}
      </p>
    </div>
  );
}

/** The member's latest rounds of this game, each with a link to the verifier. */
export function RecentRounds({ game, describe }: { game: SingleGame; describe: (r: Round) => string }) {
  const { t } = useTranslation();
  const rounds = useRounds(game);
  const list = rounds.data?.list ?? [];
  return (
    <section className="ih-panel" data-testid="ih-rounds">
      <h2 className="ih-h2">{t('inhouse.recent')}</h2>
      {rounds.error ? (
        <p className="ih-error">{errorText(t, rounds.error)}</p>
      ) : list.length === 0 ? (
        <p className="ih-note">{rounds.isPending ? t('inhouse.loading') : t('inhouse.noRounds')}</p>
      ) : (
        <ul className="ih-rounds">
          {list.slice(0, 10).map((r) => (
            <li key={r.roundId} data-testid="ih-round" data-round={r.roundId}>
              <span className="ih-rounds__what">
                #{r.nonce} {describe(r)}
              </span>
              <span className={r.payout === '0.00' ? 'ih-lost' : 'ih-won'}>
                {bpText(r.multiplierBp)} · {formatMoney(r.payout)}
              </span>
              <Link to={roundVerifyLink(r)} data-testid="ih-round-verify">
                {t('inhouse.verify')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
