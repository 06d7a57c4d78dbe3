import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  id: string;
  name: string;
  label: string;
  ref?: Ref<HTMLInputElement>;
  /** Shown under the input and tied to it for screen readers. */
  problem?: string | null | undefined;
};

/** One labelled input of a member-centre form, with its problem text under it. */
export function Field({ id, name, label, problem, ...input }: FieldProps) {
  return (
    <div className="mc-field" data-field={name}>
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="text-input mc-input"
        autoComplete="off"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        {...input}
      />
      {problem && (
        <p id={`${id}-problem`} className="mc-error">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Props of a 6-digit payment password input: numeric keypad on phones, never remembered. */
export const PIN_INPUT = {
  type: 'password',
  inputMode: 'numeric',
  maxLength: 6,
  autoComplete: 'off',
  pattern: '[0-9]*',
} as const;

/**
 * The payment password of a money form (6 digits, never remembered), labelled as such; only
 * digits are kept as typed.
 */
export function PinField({
  id,
  value,
  onChange,
  problem,
  ref,
}: {
  id: string;
  value: string;
  onChange: (digits: string) => void;
  problem: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  return (
    <Field
      {...PIN_INPUT}
      ref={ref}
      id={id}
      name="paymentPassword"
      label={t('memberCentre.withdraw.pin')}
      value={value}
      problem={problem}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}

/** The amount of a money form, typed as a decimal. */
export function AmountField({
  id,
  value,
  onChange,
  problem,
  ...input
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  problem: string | null;
  placeholder?: string;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Field
      id={id}
      name="amount"
      label={t('memberCentre.deposit.amount')}
      inputMode="decimal"
      value={value}
      problem={problem}
      onChange={(e) => onChange(e.target.value)}
      {...input}
    />
  );
}

/** The end of a money form: what went wrong besides the fields, what went right, the submit button. */
export function FormEnd({
  error,
  status,
  busy,
  testId,
  children,
}: {
  error: string | null;
  status?: ReactNode;
  /** Sending (or not to be sent): the button is off. */
  busy: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <p className="mc-error" role="alert">
          {error}
        </p>
      )}
      {status}
      <button type="submit" className="button" disabled={busy} data-testid={testId}>
        {children}
      </button>
    </>
  );
}
