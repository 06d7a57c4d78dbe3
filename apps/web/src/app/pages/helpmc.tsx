import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { HelpPlace } from '../../features/help-centre/api.ts';
import { HelpCentre } from '../../features/help-centre/HelpCentre.tsx';
import { PageFrame } from './PageFrame.tsx';

/**
 * /helpmc: the standalone help centre (no shell; the route guard lets guests in). Its place is in
 * the address, so `/helpmc?topic=deposits` or `?q=password` is a link to share.
 */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const place: HelpPlace = { topic: params.get('topic') ?? undefined, q: params.get('q') ?? undefined };
  const onPlace = (next: HelpPlace) => {
    const search = new URLSearchParams();
    if (next.topic) search.set('topic', next.topic);
    if (next.q) search.set('q', next.q);
    setParams(search);
  };
  return (
    <PageFrame title={t('modal.help')} testId="helpmc">
      <p className="help-note">
        <Link to="/">{t('helpCentre.backHome')}</Link>
      </p>
      <HelpCentre place={place} onPlace={onPlace} />
    </PageFrame>
  );
}
