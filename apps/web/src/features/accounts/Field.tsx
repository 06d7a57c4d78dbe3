import { useId, type HTMLInputAutoCompleteAttribute, type ReactNode } from 'react';

type InputProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The translated problem under the field. */
  error?: string | undefined;
  /** Required fields carry ＊ on their placeholder (docs/product/accounts.md#registration-form). */
  required?: boolean;
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: HTMLInputAutoCompleteAttribute;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  maxLength?: number;
  /** Instead of the label in the empty input (a short field shows the shape of its answer). */
  placeholder?: string;
  /** Before the input (the dial-code picker) and after it (SMS button, captcha image). */
  before?: ReactNode;
  after?: ReactNode;
};

/** A labelled input with its error underneath (docs/product/shell-and-routes.md#client-errors). */
export function TextField(p: InputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field" data-field={p.name}>
      <label className="field__label" htmlFor={id}>
        {p.label}
      </label>
      <div className="field__row">
        {p.before}
        <input
          id={id}
          name={p.name}
          type={p.type ?? 'text'}
          value={p.value}
          onChange={(e) => p.onChange(e.target.value)}
          placeholder={p.placeholder ?? (p.required ? `＊ ${p.label}` : p.label)}
          autoComplete={p.autoComplete}
          inputMode={p.inputMode}
          maxLength={p.maxLength}
          aria-required={p.required || undefined}
          aria-invalid={p.error ? true : undefined}
          aria-describedby={p.error ? errorId : undefined}
          className="field__input"
        />
        {p.after}
      </div>
      {p.error && (
        <p id={errorId} className="field__error">
          {p.error}
        </p>
      )}
    </div>
  );
}

/** A checkbox with its label and error (age confirmation, terms, remember-me). */
export function CheckField({
  name,
  checked,
  onChange,
  children,
  error,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className="field field--check" data-field={name}>
      <div className="field__check">
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The form-level failure (a refused login, a taken username ...). */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p className="form__error" role="alert">
      {text}
    </p>
  );
}
