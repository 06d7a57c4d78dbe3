import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '@lotto/contracts/system/api';
import { useDomains } from '../../lib/queries/footer.ts';

const TIMEOUT_MS = 5000;

type Result = number | 'testing' | 'timeout' | 'unreachable';

/**
 * A mirror's address as this page would reach it: same scheme and port as the page (the
 * mirrors of a deployment listen alike; on the default port there is none to add). The page's
 * content security policy allows exactly these.
 */
const mirrorUrl = (domain: string, path = '') =>
  `${window.location.protocol}//${domain}${window.location.port ? `:${window.location.port}` : ''}${path}`;

/**
 * Times one round trip to a mirror's health check. The answer is opaque (another origin), which
 * is enough: only its arrival counts. A refused connection or an unknown name fails at once
 * ("unreachable"); a host that never answers runs into the timeout.
 */
async function measure(domain: string): Promise<Result> {
  const started = performance.now();
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), TIMEOUT_MS);
  try {
    await fetch(mirrorUrl(domain, systemApi.health.path), {
      mode: 'no-cors',
      cache: 'no-store',
      signal: ctrl.signal,
    });
    return Math.max(1, Math.round(performance.now() - started));
  } catch {
    return ctrl.signal.aborted ? 'timeout' : 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

const kindOf = (r: Result | undefined) => (r === undefined ? 'idle' : typeof r === 'number' ? 'ms' : r);

/** docs/product/shell-and-routes.md#footer: the list of mirror sites, with a speed test that measures each one. */
export function SpeedTest() {
  const { t } = useTranslation();
  const domains = useDomains().data ?? [];
  const [results, setResults] = useState<Record<string, Result>>({});
  const run = () => {
    for (const d of domains) {
      setResults((r) => ({ ...r, [d.domain]: 'testing' }));
      void measure(d.domain).then((ms) => setResults((r) => ({ ...r, [d.domain]: ms })));
    }
  };
  return (
    <section className="footer__mirrors" aria-label={t('footer.mirrors')} data-testid="mirrors">
      <h3>{t('footer.mirrors')}</h3>
      <ul>
        {domains.map((d) => {
          const r = results[d.domain];
          return (
            <li key={d.domain}>
              <a href={mirrorUrl(d.domain)}>{d.domain}</a>{' '}
              <span
                className="footer__speed"
                data-domain={d.domain}
                data-result={kindOf(r)}
                data-ms={typeof r === 'number' ? r : undefined}
              >
                {r === undefined ? '' : typeof r === 'number' ? t('footer.ms', { ms: r }) : t(`footer.${r}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--ghost" onClick={run} data-testid="speed-test">
        {t('footer.speedTest')}
      </button>
    </section>
  );
}
