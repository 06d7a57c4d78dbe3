import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FairnessValue } from '@lotto/contracts/games/inhouse';
import { errorText } from '../../lib/api-errors.ts';
import { useFairness, useFairnessActions, type PlayValue } from './api.ts';
import { newClientSeed, roundVerifyLink, validClientSeed } from './helpers.ts';

/** The client seed, editable (or a random one), and the rotation revealing the server seed. */
function SeedForm({
  current,
  seed: [seed, setSeed],
  busy,
  onSave,
  onRotate,
}: {
  current: string;
  seed: [string | null, (seed: string | null) => void];
  busy: boolean;
  onSave: (clientSeed: string) => void;
  onRotate: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editing = seed ?? current;
  return (
    <form
      className="ih-seed"
      onSubmit={(e) => {
        e.preventDefault();
        if (validClientSeed(editing)) onSave(editing);
      }}
    >
      <label htmlFor={id} className="ih-label">
        {t('inhouse.clientSeed')}
      </label>
      <div className="ih-stake__row">
        <input
          id={id}
          className="text-input ih-input ih-mono"
          value={editing}
          maxLength={64}
          aria-invalid={validClientSeed(editing) ? undefined : true}
          onChange={(e) => setSeed(e.target.value)}
          data-testid="ih-client-seed"
        />
        <button type="button" className="ih-chip" onClick={() => setSeed(newClientSeed())}>
          {t('inhouse.randomSeed')}
        </button>
      </div>
      {!validClientSeed(editing) && <p className="ih-error">{t('inhouse.clientSeedRule')}</p>}
      <div className="ih-actions">
        <button
          type="submit"
          className="button"
          disabled={busy || editing === current || !validClientSeed(editing)}
          data-testid="ih-save-seed"
        >
          {t('inhouse.saveSeed')}
        </button>
        <button
          type="button"
          className="button ih-button--ghost"
          disabled={busy}
          onClick={onRotate}
          data-testid="ih-rotate"
        >
          {t('inhouse.rotate')}
        </button>
      </div>
    </form>
  );
}

/** The pair before the rotation, its server seed revealed. */
function PreviousPair({ pair }: { pair: NonNullable<FairnessValue['previous']> }) {
  const { t } = useTranslation();
  return (
    <div className="ih-previous" data-testid="ih-previous">
      <h3>{t('inhouse.previousPair')}</h3>
      <dl className="ih-dl">
        <dt>{t('inhouse.serverSeed')}</dt>
        <dd className="ih-mono" data-testid="ih-revealed-seed">
          {pair.serverSeed}
        </dd>
        <dt>{t('inhouse.serverSeedHash')}</dt>
        <dd className="ih-mono">{pair.serverSeedHash}</dd>
        <dt>{t('inhouse.clientSeed')}</dt>
        <dd className="ih-mono">{pair.clientSeed}</dd>
        <dt>{t('inhouse.lastNonce')}</dt>
        <dd>{pair.lastNonce}</dd>
      </dl>
    </div>
  );
}

/** The seed pair: commitment, client seed (editable), next nonce, rotation revealing the old seed. */
export function FairnessPanel({ lastRound }: { lastRound: PlayValue | null }) {
  const { t } = useTranslation();
  const fairness = useFairness();
  const actions = useFairnessActions();
  const [seed, setSeed] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const f = fairness.data;
  if (!f) return null;
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <details className="ih-panel ih-fair" data-testid="ih-fairness">
      <summary>{t('inhouse.fairness')}</summary>
      <dl className="ih-dl">
        <dt>{t('inhouse.serverSeedHash')}</dt>
        <dd className="ih-mono" data-testid="ih-server-hash">
          {f.serverSeedHash}
        </dd>
        <dt>{t('inhouse.nextNonce')}</dt>
        <dd data-testid="ih-nonce">{f.nonce}</dd>
      </dl>
      <SeedForm
        current={f.clientSeed}
        seed={[seed, setSeed]}
        busy={busy}
        onSave={(clientSeed) => void act(() => actions.setClientSeed(clientSeed).then(() => setSeed(null)))}
        onRotate={() => void act(actions.rotate)}
      />
      {error !== null && <p className="ih-error">{errorText(t, error)}</p>}
      {f.previous && <PreviousPair pair={f.previous} />}
      {lastRound && (
        <p>
          <Link to={roundVerifyLink(lastRound)} data-testid="ih-verify-last">
            {t('inhouse.verifyLast', { nonce: lastRound.nonce })}
          </Link>
        </p>
      )}
      <p className="ih-note">{t('inhouse.fairnessNote')}</p>
    </details>
  );
}
