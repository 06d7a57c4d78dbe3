import { useId, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConvertValue, PointsValue } from '@lotto/contracts';
import { errorText } from '../../lib/api-errors.ts';
import { formatWithSymbol } from '../../lib/money.ts';
import { convertPoints, useAfterMallChange } from './api.ts';
import { convertAmount, convertProblem, formatPoints, type ConvertProblem } from './mall-rules.ts';
import { MallPin } from './RedeemDialog.tsx';
import { isWrongPin, pinProblem, useKeyedRequest } from './submit.ts';

const problemText = (t: TFunction, problem: ConvertProblem, p: PointsValue) =>
  problem === 'required' || problem === 'invalid'
    ? t('mall.convert.invalid')
    : problem === 'minimum'
      ? t('mall.convert.minimum', { points: formatPoints(p.minConvert) })
      : problem === 'available'
        ? t('mall.convert.tooMany', { points: formatPoints(p.available) })
        : null;

/** The points to convert, with "All" and what they pay, shown as typed. */
function PointsInput({
  id,
  text,
  onText,
  points,
  symbol,
  problem,
}: {
  id: string;
  text: string;
  onText: (text: string) => void;
  points: PointsValue;
  symbol: string;
  problem: string | null;
}) {
  const { t } = useTranslation();
  const tooFew = points.available < points.minConvert;
  const typed = /^\d{1,10}$/.test(text.trim()) ? Number(text.trim()) : 0;
  return (
    <>
      <div className="mall-convert__row">
        <div className="mc-field" data-field="points">
          <label className="mc-field__label" htmlFor={`${id}-points`}>
            {t('mall.convert.points')}
          </label>
          <input
            id={`${id}-points`}
            name="points"
            className="text-input mc-input"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            disabled={tooFew}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-points-problem` : undefined}
            onChange={(e) => onText(e.target.value.replace(/\D/g, ''))}
          />
          {problem && (
            <p id={`${id}-points-problem`} className="mc-error">
              {problem}
            </p>
          )}
        </div>
        <button
          type="button"
          className="button button--ghost mall-convert__all"
          disabled={tooFew}
          onClick={() => onText(String(points.available))}
        >
          {t('mall.convert.all')}
        </button>
      </div>
      <p className="mall-convert__preview" data-testid="mall-convert-preview" aria-live="polite">
        {t('mall.convert.preview', {
          amount: formatWithSymbol(symbol, convertAmount(typed, points.convertRate)),
        })}
      </p>
    </>
  );
}

/** The brand's rate and minimum, and why the form is off while the member has fewer points. */
function ConvertRate({ points, symbol }: { points: PointsValue; symbol: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mall-form__summary" data-testid="mall-rate">
        {t('mall.convert.rate', {
          amount: formatWithSymbol(symbol, points.convertRate),
          points: formatPoints(points.minConvert),
        })}
      </p>
      {points.available < points.minConvert && (
        <p className="mall-note" data-testid="mall-convert-few">
          {t('mall.convert.tooFew', {
            points: formatPoints(points.minConvert),
            available: formatPoints(points.available),
          })}
        </p>
      )}
    </>
  );
}

/** The server's refusal, or the conversion done. */
function ConvertOutcome({
  error,
  done,
  symbol,
}: {
  error: unknown;
  done: ConvertValue | null;
  symbol: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {error !== null && (
        <p className="mc-error" role="alert" data-testid="mall-convert-error">
          {errorText(t, error)}
        </p>
      )}
      {done && (
        <p role="status" className="mall-success" data-testid="mall-convert-done">
          {t('mall.convert.done', {
            points: formatPoints(done.points),
            amount: formatWithSymbol(symbol, done.amount),
          })}
        </p>
      )}
    </>
  );
}

/**
 * Points to the main balance at the brand's rate (at least minConvert): what they pay is shown
 * before the member confirms with the payment password; one request id per conversion.
 */
export function ConvertForm({
  points,
  symbol,
  pinSet,
}: {
  points: PointsValue;
  symbol: string;
  pinSet: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState(false);
  const [done, setDone] = useState<ConvertValue | null>(null);
  const { busy, error, setError, send } = useKeyedRequest();
  const refresh = useAfterMallChange();
  const problem = convertProblem(text, points);
  const pinText = pinProblem(t, { pin, error });
  const tooFew = points.available < points.minConvert;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setShown(true);
    setDone(null);
    if (problem || pinText) return;
    const value = await send(
      (requestId) => convertPoints({ points: Number(text.trim()), paymentPassword: pin, requestId }),
      true,
    );
    if (value) {
      setDone(value);
      setText('');
      setPin('');
      setShown(false);
      await refresh();
    }
  };
  return (
    <form
      className="mall-form mall-convert"
      noValidate
      onSubmit={(e) => void submit(e)}
      data-testid="mall-convert"
    >
      <ConvertRate points={points} symbol={symbol} />
      <PointsInput
        id={id}
        text={text}
        onText={(v) => {
          setText(v);
          setDone(null);
        }}
        points={points}
        symbol={symbol}
        problem={shown || problem === 'available' ? problemText(t, problem, points) : null}
      />
      <MallPin
        id={`${id}-pin`}
        pinSet={pinSet}
        pin={pin}
        onPin={(v) => {
          setPin(v);
          if (isWrongPin(error)) setError(null);
        }}
        problem={shown || isWrongPin(error) ? pinText : null}
      />
      <ConvertOutcome error={isWrongPin(error) ? null : error} done={done} symbol={symbol} />
      <button
        type="submit"
        className="button"
        disabled={busy || tooFew || !pinSet}
        data-testid="mall-convert-submit"
      >
        {busy ? t('mall.convert.sending') : t('mall.convert.submit')}
      </button>
    </form>
  );
}
