import type { Ref } from 'react';

/**
 * A labelled 6-digit payment password input (numeric keypad on phones, never remembered; only
 * digits are kept as typed), with its problem under it, in the member-centre form style
 * (ui/centre-forms.css).
 */
export function PinField({
  id,
  label,
  value,
  onChange,
  problem,
  ref,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (digits: string) => void;
  problem: string | null;
  ref?: Ref<HTMLInputElement>;
}) {
  return (
    <div className="mc-field" data-field="paymentPassword">
      <label className="mc-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        name="paymentPassword"
        className="text-input mc-input"
        type="password"
        inputMode="numeric"
        maxLength={6}
        autoComplete="off"
        pattern="[0-9]*"
        value={value}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      {problem && (
        <p id={`${id}-problem`} className="mc-error">
          {problem}
        </p>
      )}
    </div>
  );
}
