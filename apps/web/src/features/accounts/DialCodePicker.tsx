import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountries } from '../../lib/queries/account-settings.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { bareDialCode, flagOf, initialDialCode } from './dial-codes.ts';

/** The dropdown closes 200 ms after the picker loses focus (docs/product/shell-and-routes.md#interface-constants). */
export const BLUR_CLOSE_MS = 200;

/** The dial code of a phone field: preselected as docs/product/accounts.md#registration-screen says, then the member's choice. */
export function useDialCode(supplied?: string) {
  const countries = useCountries().data ?? [];
  const status = useSystemStatus().data;
  const [chosen, setChosen] = useState<string | null>(null);
  const code =
    chosen ??
    initialDialCode(countries, {
      supplied,
      visitorCountry: status?.location.country,
      brandDefault: status?.info.register.defaultDialingCode,
    });
  return { countries, code, setCode: setChosen };
}

type Props = ReturnType<typeof useDialCode>;

/** Country dial-code picker: opens on focus, a choice sets dial code and flag and reports it up. */
export function DialCodePicker({ countries, code, setCode }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const quiet = useRef(false); // focus coming back after a choice must not reopen the list
  const current = countries.find((c) => bareDialCode(c.countryDialingCode) === code);
  useEffect(() => () => clearTimeout(timer.current), []);

  const choose = (dial: string) => {
    setCode(bareDialCode(dial));
    setOpen(false);
    quiet.current = true;
    trigger.current?.focus();
  };

  return (
    <div
      ref={root}
      className="dial-picker"
      onFocus={() => clearTimeout(timer.current)}
      onBlur={() => {
        timer.current = setTimeout(() => {
          if (!root.current?.contains(document.activeElement)) setOpen(false);
        }, BLUR_CLOSE_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          e.preventDefault();
          setOpen(false);
        }
      }}
    >
      <button
        ref={trigger}
        type="button"
        className="dial-picker__trigger"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('accounts.dialCode')}
        data-testid="dial-code"
        onFocus={() => {
          if (quiet.current) quiet.current = false;
          else setOpen(true);
        }}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{current ? flagOf(current.countryCode) : '🌐'}</span> +{code}
      </button>
      {open && (
        <ul id={listId} className="dial-picker__list" role="listbox" aria-label={t('accounts.dialCode')}>
          {countries.map((c) => (
            <li key={c.countryCode} role="option" aria-selected={bareDialCode(c.countryDialingCode) === code}>
              <button type="button" onClick={() => choose(c.countryDialingCode)} data-country={c.countryCode}>
                <span aria-hidden="true">{flagOf(c.countryCode)}</span> {c.countryCode} +
                {bareDialCode(c.countryDialingCode)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
