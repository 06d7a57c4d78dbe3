import { useTranslation } from 'react-i18next';
import { useVerifyForm } from './verify-check.ts';
import { GameChoice, VerifyFields } from './VerifyFields.tsx';
import { VerifyResult } from './VerifyResult.tsx';
import './inhouse.css';

/**
 * /verify: recomputes a round in the browser with the very functions that settled it
 * (`verifyRound` on WebCrypto) and checks the revealed server seed against its commitment;
 * for crash, the crash point from the game hash and salt, and the chain link to the previous hash.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  const { form, set, checked } = useVerifyForm();
  return (
    <div className="page ih-page ih-verify" data-testid="verify-page">
      <h1 className="page__title">{t('inhouse.verifyPage.title')}</h1>
      <p className="ih-note">{t('inhouse.verifyPage.intro')}</p>
      <GameChoice game={form.game} set={set} />
      <VerifyFields form={form} set={set} bad={checked?.bad ?? null} />
      <VerifyResult form={form} checked={checked} />
      <details className="ih-panel">
        <summary>{t('inhouse.verifyPage.howTitle')}</summary>
        <p className="ih-note">{t('inhouse.verifyPage.how')}</p>
      </details>
    </div>
  );
}
