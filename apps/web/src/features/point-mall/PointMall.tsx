import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallItem } from '@lotto/contracts';
import { openModal } from '../../lib/modals.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { useModules } from '../../lib/queries/whitelabel.ts';
import { useSession } from '../../lib/session.ts';
import { QueryStatus } from '../../ui/QueryStatus.tsx';
import { Tabs } from '../../ui/Tabs.tsx';
import { useMallItems, useMallPoints, usePaymentPasswordSet } from './api.ts';
import { Catalogue } from './Catalogue.tsx';
import { ConvertForm } from './ConvertForm.tsx';
import { PointsCard } from './PointsCard.tsx';
import { RedeemDialog } from './RedeemDialog.tsx';
import { RedeemHistory } from './RedeemHistory.tsx';
import '../../ui/centre-forms.css';
import './mall.css';

const TABS = ['catalogue', 'history', 'convert'] as const;
type Tab = (typeof TABS)[number];

/** A visitor without a session: what the mall is, the way in, and what points buy. */
function SignInPrompt({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const items = useMallItems(true);
  return (
    <>
      <section className="mall-points mall-guest" data-testid="mall-sign-in">
        <h2 className="mall-points__label">{t('mall.guest.title')}</h2>
        <p>{t('mall.guest.text')}</p>
        <div className="mall-actions">
          <button type="button" className="button" onClick={() => openModal('loginPopupModal')}>
            {t('mall.guest.login')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => openModal('registerModal')}>
            {t('mall.guest.register')}
          </button>
        </div>
      </section>
      <div className="mall-panel">
        {items.data ? (
          <Catalogue items={items.data.list} symbol={symbol} onRedeem={null} />
        ) : (
          <QueryStatus query={items} />
        )}
      </div>
    </>
  );
}

/** The signed-in member's mall: points, then the catalogue, the redeem history and converting. */
function MemberMall({ symbol }: { symbol: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('catalogue');
  const [item, setItem] = useState<MallItem | null>(null);
  const points = useMallPoints();
  const items = useMallItems(true);
  // until it is known, the form asks for the password (the server refuses without one)
  const pinSet = usePaymentPasswordSet() ?? true;
  const p = points.data;
  return (
    <>
      {p ? <PointsCard points={p} symbol={symbol} /> : <QueryStatus query={points} />}
      <Tabs
        label={t('mall.tabs.label')}
        active={tab}
        onChange={setTab}
        tabs={TABS.map((key) => ({ key, label: t(`mall.tabs.${key}`) }))}
      />
      <div className="mall-panel" role="tabpanel" data-testid={`mall-tab-${tab}`}>
        {tab === 'catalogue' &&
          (items.data ? (
            <Catalogue items={items.data.list} symbol={symbol} onRedeem={p ? setItem : null} />
          ) : (
            <QueryStatus query={items} />
          ))}
        {tab === 'history' && <RedeemHistory symbol={symbol} />}
        {tab === 'convert' &&
          (p ? <ConvertForm points={p} symbol={symbol} pinSet={pinSet} /> : <QueryStatus query={points} />)}
      </div>
      {item && p && (
        <RedeemDialog
          item={item}
          points={p}
          symbol={symbol}
          pinSet={pinSet}
          onClose={() => setItem(null)}
          onHistory={() => {
            setItem(null);
            setTab('history');
          }}
        />
      )}
    </>
  );
}

/**
 * /pointMall (PTSYS3; docs/product/agents-and-promotions.md#point-mall): points earned by valid
 * turnover, redeemed for the operator's items or converted to the balance. Off with the module.
 */
export function PointMall() {
  const { t } = useTranslation();
  const session = useSession();
  const modules = useModules();
  const symbol = useSystemStatus().data?.info.whitelabel.currencySymbol ?? '';
  if (modules.isPending) return <p className="muted">{t('app.loading')}</p>;
  if (modules.data?.get('PTSYS3') !== true)
    return (
      <p className="mall-empty" data-testid="mall-off">
        {t('mall.off')}
      </p>
    );
  return (
    <div className="mall">
      {session === null ? <SignInPrompt symbol={symbol} /> : <MemberMall symbol={symbol} />}
    </div>
  );
}
