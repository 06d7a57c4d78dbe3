import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StepArt, type Os } from './StepArt.tsx';
import type { ArtColours } from './phone-art.tsx';
import './download.css';

const STEPS = [1, 2, 3, 4] as const;

/**
 * The four install steps of one platform, each with its picture; `qr` (the modal's 100 px
 * code) goes with step 1, which asks for the scan.
 */
export function AppSteps({ os, colours, qr }: { os: Os; colours: ArtColours; qr?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ol className="app-steps">
      {STEPS.map((n) => (
        <li key={n} className="app-step">
          <StepArt os={os} step={n} colours={colours} />
          <div className="app-step__text">
            <span className="app-step__n">{t('appDownload.step', { n })}</span>
            <p>{t(`download.${os}Step${n}`)}</p>
            {n === 1 && qr}
          </div>
        </li>
      ))}
    </ol>
  );
}
