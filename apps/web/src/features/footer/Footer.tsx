import { useTranslation } from 'react-i18next';
import { useBecomeAgent } from '../../lib/affiliate.ts';
import { formatMoney } from '../../lib/money.ts';
import { useFooter, useJackpot } from '../../lib/queries/footer.ts';
import { useSystemStatus } from '../../lib/queries/status.ts';
import { SpeedTest } from './SpeedTest.tsx';

/** The footer (docs/product/shell-and-routes.md#footer). */
export function Footer() {
  const { t } = useTranslation();
  const footer = useFooter().data;
  const status = useSystemStatus().data;
  const start = useBecomeAgent();
  const jackpot = useJackpot().data;
  if (!footer) return <footer className="footer" aria-busy="true" />;
  return (
    <footer className="footer">
      {/* The art, the label and the amount each keep their own box: laid over one another
          they were unreadable on a phone. The label names it, so the art is decorative. */}
      {/* The pool is live (GET /wps/jackpot); a brand without a jackpot shows none. The box keeps
          its place while the pool loads, so the page does not shift when the amount arrives. */}
      {jackpot?.enabled !== false && (
        <div className="footer__jackpot">
          <img
            className="footer__jackpot-art"
            src={footer.jackpot.image}
            alt=""
            width={620}
            height={160}
            loading="lazy"
          />
          <p className="footer__jackpot-text">
            <span className="footer__jackpot-label">{footer.jackpot.label}</span>
            {jackpot ? (
              <strong data-testid="jackpot">
                {status?.info.whitelabel.currencySymbol}
                {formatMoney(jackpot.amount)}
              </strong>
            ) : (
              <strong className="footer__jackpot-pending" aria-busy="true" />
            )}
          </p>
        </div>
      )}
      <div className="footer__grid">
        <section>
          <h3>{t('footer.about')}</h3>
          <p>{footer.about}</p>
        </section>
        <section>
          <h3>{t('footer.affiliates')}</h3>
          <p>{footer.affiliates}</p>
          <button type="button" className="button" onClick={start}>
            {t('footer.start')}
          </button>
        </section>
        <section>
          <h3>{t('footer.paymentMethods')}</h3>
          <LogoList items={footer.paymentMethods} width={120} />
        </section>
        <section>
          <h3>{t('footer.responsibility')}</h3>
          <p>
            <strong className="footer__age">{t('footer.minAge', { age: footer.minAge })}</strong>{' '}
            {footer.responsibility}
          </p>
          <a href={footer.verifyRepresentativeUrl}>{t('footer.verifyRepresentative')}</a>
        </section>
      </div>
      <section>
        <h3>{t('footer.providers')}</h3>
        <LogoList items={footer.providers} width={160} />
      </section>
      <SpeedTest />
      <p className="footer__copyright">{footer.copyright}</p>
    </footer>
  );
}

/** A row of marks (payment methods, game providers), each with its name as alt text. */
function LogoList({ items, width }: { items: { name: string; logo: string }[]; width: number }) {
  return (
    <ul className="footer__logos">
      {items.map((item) => (
        <li key={item.name}>
          <img src={item.logo} alt={item.name} width={width} height={48} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
