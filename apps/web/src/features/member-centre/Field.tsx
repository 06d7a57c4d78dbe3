import type { InputHTMLAttributes, Ref } from 'react';

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
        className="mc-input"
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
