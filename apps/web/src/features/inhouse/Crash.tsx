import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CRASH_MAX_TARGET, CRASH_MIN_TARGET, crashMultiplierAt } from '@lotto/contracts/games/fair/crash';
import { errorText } from '../../lib/api-errors.ts';
import { formatCents, formatMoney, parseAmount } from '../../lib/money.ts';
import { useCrash, useCrashBet, useCrashBets } from './api.ts';
import { checkStake, hundredthsText, parseHundredths, verifyQuery } from './helpers.ts';
import { BalanceLine, GameField, PlayButton, StakeInput } from './parts.tsx';

/** A clock that ticks every `ms` while `on`. */
function useNow(on: boolean, ms = 100): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setNow(Date.now()), ms);
    return () => clearInterval(timer);
  }, [on, ms]);
  return now;
}

type MyBet = { roundId: number; stake: string; target: number };
type CrashData = NonNullable<ReturnType<typeof useCrash>['data']>;
type CrashRound = CrashData['round'];

/** What the screen shows: the countdown while betting, the climbing multiplier, the crash point. */
function screenOf(t: TFunction, at: { round: CrashRound | undefined; now: number; error: unknown }) {
  const { round, now, error } = at;
  if (!round) return { display: '—', label: error ? errorText(t, error) : t('inhouse.loading') };
  if (round.phase === 'betting')
    return {
      display: `${Math.max(0, Math.ceil((round.startsAt - now) / 1000))}s`,
      label: t('inhouse.crash.betting'),
    };
  if (round.phase === 'running')
    return {
      display: hundredthsText(crashMultiplierAt(now - round.startsAt)),
      label: t('inhouse.crash.running'),
    };
  return { display: hundredthsText(round.crashPoint ?? 100), label: t('inhouse.crash.crashed') };
}

/** The last rounds' crash points, each a link to its check in the verifier. */
function CrashHistory({ history }: { history: CrashData['history'] }) {
  const { t } = useTranslation();
  return (
    <ul className="ih-history" data-testid="crash-history" aria-label={t('inhouse.crash.history')}>
      {history.map((h, i) => (
        <li key={h.id}>
          <Link
            to={`/verify?${verifyQuery({
              game: 'crash',
              gameHash: h.hash ?? '',
              prevHash: history[i + 1]?.hash ?? '',
              crashTarget: '2.00',
            })}`}
            className={`ih-hchip ${(h.crashPoint ?? 100) >= 200 ? 'ih-won' : 'ih-lost'}`}
          >
            {hundredthsText(h.crashPoint ?? 100)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The shared round's screen, with my bets on it. */
function CrashScreen({
  crash,
  now,
  bets,
}: {
  crash: ReturnType<typeof useCrash>;
  now: number;
  bets: MyBet[];
}) {
  const { t } = useTranslation();
  const round = crash.data?.round;
  const { display, label } = screenOf(t, { round, now, error: crash.error });
  return (
    <div
      className={`ih-crash__screen ih-crash__screen--${round?.phase ?? 'idle'}`}
      data-testid="crash-screen"
      data-phase={round?.phase}
      data-round={round?.id}
    >
      <p className="ih-crash__label" data-testid="crash-phase">
        {label}
      </p>
      <p className="ih-crash__value" data-testid="crash-value" aria-live="off">
        {display}
      </p>
      {bets
        .filter((b) => b.roundId === round?.id)
        .map((b, i) => (
          <p key={i} className="ih-note">
            {t('inhouse.crash.yourBet', { amount: formatMoney(b.stake), target: hundredthsText(b.target) })}
          </p>
        ))}
    </div>
  );
}

/** The auto cash-out target, within the game's bounds. */
function TargetField({ text, ok, onText }: { text: string; ok: boolean; onText: (text: string) => void }) {
  const { t } = useTranslation();
  return (
    <GameField label={t('inhouse.crash.target')}>
      {(id) => (
        <>
          <input
            id={id}
            className="text-input ih-input"
            inputMode="decimal"
            value={text}
            aria-invalid={ok ? undefined : true}
            onChange={(e) => onText(e.target.value)}
            data-testid="crash-target"
          />
          {!ok && <p className="ih-error">{t('inhouse.crash.targetRule')}</p>}
        </>
      )}
    </GameField>
  );
}

/** My bets of this visit: open, won at the target (stake × target), or lost; and once settled. */
function CrashBets({
  bets,
  crashedAt,
  settled,
}: {
  bets: MyBet[];
  crashedAt: (roundId: number) => number | null;
  settled: (roundId: number) => boolean;
}) {
  const { t } = useTranslation();
  if (bets.length === 0) return null;
  return (
    <section className="ih-panel" data-testid="crash-my-bets">
      <h2 className="ih-h2">{t('inhouse.crash.myBets')}</h2>
      <ul className="ih-rounds">
        {bets.map((b, i) => {
          const point = crashedAt(b.roundId);
          const won = point !== null && b.target <= point;
          const cents = parseAmount(b.stake) ?? 0n;
          return (
            <li
              key={i}
              data-testid="crash-bet"
              data-state={point === null ? 'open' : won ? 'won' : 'lost'}
              data-settled={settled(b.roundId) ? 'true' : undefined}
            >
              <span className="ih-rounds__what">
                #{b.roundId} · {formatMoney(b.stake)} @ {hundredthsText(b.target)}
              </span>
              <span className={point === null ? '' : won ? 'ih-won' : 'ih-lost'}>
                {point === null
                  ? t('inhouse.crash.open')
                  : won
                    ? t('inhouse.crash.betWon', {
                        amount: formatCents((cents * BigInt(b.target)) / 100n),
                        point: hundredthsText(point),
                      })
                    : t('inhouse.crash.betLost', { point: hundredthsText(point) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * Crash: the shared round polled from the server; the countdown while betting, the climbing
 * multiplier (crashMultiplierAt) while running, the crash point after. Bets go in during betting
 * with an auto cash-out target.
 */
export function Crash() {
  const { t } = useTranslation();
  const crash = useCrash();
  const [stake, setStake] = useState('10.00');
  const [targetText, setTargetText] = useState('2.00');
  const [bets, setBets] = useState<MyBet[]>([]);
  const bet = useCrashBet();
  const round = crash.data?.round;
  const phase = round?.phase;
  const now = useNow(phase === 'betting' || phase === 'running');
  const crashedAt = (id: number) =>
    round?.id === id && round.phase === 'crashed'
      ? round.crashPoint
      : (crash.data?.history.find((h) => h.id === id)?.crashPoint ?? null);
  // the betting record is read again while a bet waits for its settlement
  const waiting = bets.some((b) => crashedAt(b.roundId) === null);
  const record = useCrashBets(bets.length > 0 ? (waiting ? 1500 : 5000) : false);
  const target = parseHundredths(targetText);
  const targetOk = target !== null && target >= CRASH_MIN_TARGET && target <= CRASH_MAX_TARGET;
  const place = () => {
    const s = checkStake(stake);
    if (!s.ok || target === null) return;
    void bet.run({ stake: s.text, target }).then((v) => {
      if (v) setBets((bs) => [{ roundId: v.roundId, stake: v.stake, target: v.target }, ...bs].slice(0, 10));
    });
  };

  return (
    <div className="ih-game ih-crash">
      <div className="ih-board">
        <CrashScreen crash={crash} now={now} bets={bets} />
        <CrashHistory history={crash.data?.history ?? []} />
      </div>
      <div className="ih-controls">
        <BalanceLine />
        <StakeInput value={stake} onChange={setStake} />
        <TargetField text={targetText} ok={targetOk} onText={setTargetText} />
        <PlayButton
          label={t('inhouse.crash.bet')}
          busy={bet.busy}
          disabled={phase !== 'betting' || !targetOk || !checkStake(stake).ok}
          error={bet.error}
          restricted={bet.restricted}
          onClick={place}
        />
        {phase !== 'betting' && <p className="ih-note">{t('inhouse.crash.wait')}</p>}
      </div>
      <CrashBets
        bets={bets}
        crashedAt={crashedAt}
        settled={(id) =>
          record.data?.list.some((r) => r.roundId === String(id) && r.status === 'settled') ?? false
        }
      />
      <p className="ih-note">
        <Link to="/verify?game=crash">{t('inhouse.crash.howToVerify')}</Link>
      </p>
    </div>
  );
}
