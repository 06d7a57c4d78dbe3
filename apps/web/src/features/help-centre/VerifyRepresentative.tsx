import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifyRepresentativeValue } from '@lotto/contracts';
import { CONTACT_HANDLE_MAX, CONTACT_KINDS, type ContactKind } from '@lotto/contracts/help/rules';
import { errorText } from '../../lib/api-errors.ts';
import { verifyRepresentative } from './api.ts';

type Outcome = { value: VerifyRepresentativeValue } | { error: string } | null;

/**
 * Verify Representative (docs/product/content-and-system.md#verify-representative): the visitor
 * types the handle someone contacted them from and learns whether it is one of the brand's staff.
 * Phone first: a number is what most people are called or messaged from.
 */
export function VerifyRepresentative() {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<ContactKind>('phone');
  const [handle, setHandle] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!handle.trim()) return setOutcome({ error: t('verifyRep.required') });
    setBusy(true);
    try {
      setOutcome({ value: await verifyRepresentative({ kind, handle: handle.trim() }) });
    } catch (error) {
      setOutcome({ error: errorText(t, error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="verify-rep" data-testid="verify-rep" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('verifyRep.title')}</h2>
      <p className="help-note">{t('verifyRep.intro')}</p>
      <form className="verify-rep__form" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="verify-rep__kinds">
          <legend>{t('verifyRep.kind')}</legend>
          {CONTACT_KINDS.map((k) => (
            <label key={k}>
              <input
                type="radio"
                name={`${id}-kind`}
                value={k}
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setOutcome(null);
                }}
              />
              <span>{t(`verifyRep.kinds.${k}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="verify-rep__field" htmlFor={`${id}-handle`}>
          {t(kind === 'telegram' ? 'verifyRep.telegramLabel' : 'verifyRep.numberLabel')}
        </label>
        <div className="help-search">
          <input
            id={`${id}-handle`}
            className="text-input"
            name="handle"
            value={handle}
            maxLength={CONTACT_HANDLE_MAX}
            inputMode={kind === 'telegram' ? 'text' : 'tel'}
            autoComplete="off"
            placeholder={t(kind === 'telegram' ? 'verifyRep.telegramHint' : 'verifyRep.numberHint')}
            aria-invalid={outcome !== null && 'error' in outcome ? true : undefined}
            onChange={(e) => setHandle(e.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {t('verifyRep.check')}
          </button>
        </div>
      </form>
      <Result outcome={outcome} />
    </section>
  );
}

function Result({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  if ('error' in outcome)
    return (
      <p className="verify-rep__error" role="alert">
        {outcome.error}
      </p>
    );
  const { value } = outcome;
  const shown = value.handle.match(/^\d+$/) ? `+${value.handle}` : `@${value.handle}`;
  return (
    <div
      className="verify-rep__result"
      role="status"
      data-testid="verify-result"
      data-official={value.official ? 'yes' : 'no'}
    >
      <p className="verify-rep__verdict">
        {value.official ? t('verifyRep.yes', { handle: shown }) : t('verifyRep.no', { handle: shown })}
      </p>
      {value.official ? (
        <ul>
          {value.matches.map((m) => (
            <li key={m.kind}>
              {t('verifyRep.match', { kind: t(`verifyRep.kinds.${m.kind}`), label: m.label })}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('verifyRep.noAdvice')}</p>
      )}
    </div>
  );
}
