import { useTranslation } from 'react-i18next';
import { setTheme, useTheme } from '../lib/theme.ts';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'light' ? 'theme.toLight' : 'theme.toDark');

  return (
    <button
      type="button"
      className="icon-button"
      aria-label={label}
      title={label}
      onClick={() => setTheme(next)}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
