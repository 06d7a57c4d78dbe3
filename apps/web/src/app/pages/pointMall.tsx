import { useTranslation } from 'react-i18next';
import { PointMall } from '../../features/point-mall/PointMall.tsx';
import { PageFrame } from './PageFrame.tsx';

/** /pointMall: the point mall (PTSYS3): points, the catalogue, redeeming and converting. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('nav.pointMall')} testId="point-mall">
      <PointMall />
    </PageFrame>
  );
}
