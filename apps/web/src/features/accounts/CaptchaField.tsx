import { useTranslation } from 'react-i18next';
import type { useCaptcha } from '../../lib/queries/captcha.ts';
import { TextField } from './Field.tsx';

type Props = {
  captcha: ReturnType<typeof useCaptcha>;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** The captcha answer with its image; a click on the image fetches a new one (once per second). */
export function CaptchaField({ captcha, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      name="captcha"
      label={t('accounts.captcha')}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoComplete="off"
      maxLength={16}
      after={
        <button
          type="button"
          className="captcha-image"
          onClick={() => captcha.refresh()}
          aria-label={t('accounts.captchaRefresh')}
          title={t('accounts.captchaRefresh')}
          data-captcha-key={captcha.captcha?.captchaKey}
          data-testid="captcha-image"
        >
          {captcha.captcha && <img src={captcha.captcha.image} alt="" width={120} height={44} />}
        </button>
      }
    />
  );
}
