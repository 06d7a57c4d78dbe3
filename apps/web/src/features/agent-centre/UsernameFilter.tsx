import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A team member's username, applied when the field is left or Enter is pressed (not per key). */
export function UsernameFilter({ value, onApply }: { value: string; onApply: (username: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [typed, setTyped] = useState(value);
  const apply = () => {
    if (typed.trim() !== value) onApply(typed.trim());
  };
  return (
    <div className="mc-field">
      <label className="mc-field__label" htmlFor={id}>
        {t('agentCentre.bets.username')}
      </label>
      <input
        id={id}
        className="text-input mc-input"
        name="username"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
    </div>
  );
}
