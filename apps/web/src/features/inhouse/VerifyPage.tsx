import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { verifyChainLink } from '@lotto/contracts/games/fair/crash';
import { verifyCommitment, webHmac, webSha256 } from '@lotto/contracts/games/fair/fair';
import { plinkoPaytable } from '@lotto/contracts/games/fair/plinko';
import { slotLineWins } from '@lotto/contracts/games/fair/slot';
import { verifyRound, type VerifiedRound } from '@lotto/contracts/games/fair/verify';
import type { CrashChainValue } from '@lotto/contracts/games/inhouse';
import { apiGet, shape } from '../../lib/api.ts';
import {
  bpText,
  hundredthsText,
  rollText,
  roundToVerify,
  SINGLE_GAMES,
  verifyFormFrom,
  verifyQuery,
  type VerifyForm,
} from './helpers.ts';
import { SlotSymbol } from './symbols.tsx';
import './inhouse.css';

type Checked = {
  verified: VerifiedRound | null;
  bad: keyof VerifyForm | null;
  /** null when no commitment (or previous hash) was given */
  commitment: boolean | null;
  chain: boolean | null;
  failed: boolean;
};

function Input({
  name,
  form,
  set,
  label,
  mono,
  bad,
}: {
  name: keyof VerifyForm;
  form: VerifyForm;
  set: (k: keyof VerifyForm, v: string) => void;
  label: string;
  mono?: boolean;
  bad: boolean;
}) {
  const id = useId();
  return (
    <div className="ih-field">
      <label htmlFor={id} className="ih-label">
        {label}
      </label>
      <input
        id={id}
        className={`ih-input ${mono ? 'ih-mono' : ''}`}
        value={form[name]}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={bad ? true : undefined}
        onChange={(e) => set(name, e.target.value)}
        data-testid={`verify-${name}`}
      />
    </div>
  );
}

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

/**
 * /verify: recomputes a round in the browser with the very functions that settled it
 * (`verifyRound` on WebCrypto) and checks the revealed server seed against its commitment;
 * for crash, the crash point from the game hash and salt, and the chain link to the previous hash.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const [typed, setForm] = useState<VerifyForm>(() => verifyFormFrom(search));
  const [checked, setChecked] = useState<Checked | null>(null);
  const chain = useQuery({
    queryKey: ['inhouse', 'crash-chain'],
    queryFn: ({ signal }) => apiGet('/wps/inhouse/crash/chain', shape<CrashChainValue>(), { signal }),
    enabled: typed.game === 'crash' && typed.salt === '',
    staleTime: 60_000,
    retry: false,
  });
  // an empty salt is the current chain's public salt
  const salt = chain.data?.salt;
  const form = useMemo(
    () => (typed.game === 'crash' && typed.salt === '' && salt ? { ...typed, salt } : typed),
    [typed, salt],
  );

  const set = (k: keyof VerifyForm, v: string) => {
    setChecked(null);
    setForm((f) => ({ ...f, [k]: v }));
  };

  useEffect(() => {
    let live = true;
    const run = async (): Promise<Checked> => {
      const parsed = roundToVerify(form);
      if ('bad' in parsed)
        return { verified: null, bad: parsed.bad, commitment: null, chain: null, failed: false };
      const verified = await verifyRound(parsed.round, webHmac);
      const commitment =
        form.game !== 'crash' && form.hash.trim() !== ''
          ? await verifyCommitment(form.serverSeed.trim(), form.hash.trim(), webSha256)
          : null;
      const link =
        form.game === 'crash' && form.prevHash.trim() !== ''
          ? await verifyChainLink(form.prevHash.trim(), form.gameHash.trim().toLowerCase(), webSha256)
          : null;
      return { verified, bad: null, commitment, chain: link, failed: false };
    };
    run()
      .then((c) => live && setChecked(c))
      .catch(
        () => live && setChecked({ verified: null, bad: null, commitment: null, chain: null, failed: true }),
      );
    return () => {
      live = false;
    };
  }, [form]);

  // keep the address in step, so the page can be shared as it is
  useEffect(() => {
    const q = verifyQuery(form);
    if (q !== search.toString()) setSearch(q, { replace: true });
  }, [form, search, setSearch]);

  const field = (name: keyof VerifyForm, label: string, mono = false) => (
    <Input name={name} form={form} set={set} label={label} mono={mono} bad={checked?.bad === name} />
  );
  const v = checked?.verified;
  const pays =
    form.game === 'plinko' && v?.game === 'plinko'
      ? plinkoPaytable({ rows: Number(form.rows) as 8, risk: form.risk as 'low' })
      : null;

  return (
    <div className="page ih-page ih-verify" data-testid="verify-page">
      <h1 className="page__title">{t('inhouse.verifyPage.title')}</h1>
      <p className="ih-note">{t('inhouse.verifyPage.intro')}</p>
      <div className="segmented ih-wrap" role="group" aria-label={t('inhouse.verifyPage.game')}>
        {[...SINGLE_GAMES, 'crash' as const].map((g) => (
          <button
            key={g}
            type="button"
            className="segmented__item"
            aria-pressed={form.game === g}
            onClick={() => set('game', g)}
            data-testid={`verify-game-${g}`}
          >
            {t(`inhouse.games.${g}`)}
          </button>
        ))}
      </div>
      <form className="ih-panel ih-verify__form" onSubmit={(e) => e.preventDefault()}>
        {form.game === 'crash' ? (
          <>
            {field('gameHash', t('inhouse.verifyPage.gameHash'), true)}
            {field('salt', t('inhouse.verifyPage.salt'), true)}
            {field('prevHash', t('inhouse.verifyPage.prevHash'), true)}
            {field('crashTarget', t('inhouse.crash.target'))}
          </>
        ) : (
          <>
            {field('serverSeed', t('inhouse.serverSeed'), true)}
            {field('hash', t('inhouse.serverSeedHash'), true)}
            {field('clientSeed', t('inhouse.clientSeed'), true)}
            {field('nonce', t('inhouse.nonce'))}
            {form.game === 'dice' && (
              <>
                {field('target', t('inhouse.verifyPage.diceTarget'))}
                <div className="segmented" role="group" aria-label={t('inhouse.dice.direction')}>
                  {(['under', 'over'] as const).map((d) => (
                    <button
                      key={d}
                      type="button"
                      className="segmented__item"
                      aria-pressed={form.direction === d}
                      onClick={() => set('direction', d)}
                    >
                      {t(`inhouse.dice.${d}`)}
                    </button>
                  ))}
                </div>
              </>
            )}
            {form.game === 'mines' && (
              <>
                {field('mines', t('inhouse.mines.count'))}
                {field('tiles', t('inhouse.verifyPage.tiles'))}
              </>
            )}
            {form.game === 'plinko' && (
              <>
                {field('rows', t('inhouse.plinko.rows'))}
                {field('risk', t('inhouse.plinko.risk'))}
              </>
            )}
            {form.game === 'keno' && field('picks', t('inhouse.verifyPage.picks'))}
          </>
        )}
      </form>
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
        {checked?.commitment !== null && checked?.commitment !== undefined && (
          <p
            className={checked.commitment ? 'ih-won' : 'ih-error'}
            data-testid="verify-commitment"
            data-ok={checked.commitment}
          >
            {checked.commitment ? t('inhouse.verifyPage.hashOk') : t('inhouse.verifyPage.hashBad')}
          </p>
        )}
        {checked?.chain !== null && checked?.chain !== undefined && (
          <p
            className={checked.chain ? 'ih-won' : 'ih-error'}
            data-testid="verify-chain"
            data-ok={checked.chain}
          >
            {checked.chain ? t('inhouse.verifyPage.chainOk') : t('inhouse.verifyPage.chainBad')}
          </p>
        )}
      </section>
      <details className="ih-panel">
        <summary>{t('inhouse.verifyPage.howTitle')}</summary>
        <p className="ih-note">{t('inhouse.verifyPage.how')}</p>
      </details>
    </div>
  );
}
