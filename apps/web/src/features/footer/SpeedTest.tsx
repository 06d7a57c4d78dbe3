import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomains } from '../../lib/queries/footer.ts';

const TIMEOUT_MS = 5000;

/** Times one request to a mirror; an opaque answer is enough, only the round trip counts. */
async function measure(domain: string): Promise<number | 'timeout'> {
  const started = performance.now();
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), TIMEOUT_MS);
  try {
    await fetch(`${window.location.protocol}//${domain}/healthz`, {
      mode: 'no-cors',
      cache: 'no-store',
      signal: ctrl.signal,
    });
    return Math.round(performance.now() - started);
  } catch {
    return 'timeout';
  } finally {
    clearTimeout(timer);
  }
}

/** SPEC section 1: the list of mirror sites, with a speed test that measures each one. */
export function SpeedTest() {
  const { t } = useTranslation();
  const domains = useDomains().data ?? [];
  const [results, setResults] = useState<Record<string, number | 'timeout' | 'testing'>>({});
  const run = () => {
    for (const d of domains) {
      setResults((r) => ({ ...r, [d.domain]: 'testing' }));
      void measure(d.domain).then((ms) => setResults((r) => ({ ...r, [d.domain]: ms })));
    }
  };
  return (
    <section className="footer__mirrors" aria-label={t('footer.mirrors')}>
      <h3>{t('footer.mirrors')}</h3>
      <ul>
        {domains.map((d) => {
          const r = results[d.domain];
          return (
            <li key={d.domain}>
              <a href={`${window.location.protocol}//${d.domain}`}>{d.domain}</a>{' '}
              <span className="footer__speed" data-domain={d.domain}>
                {r === undefined
                  ? ''
                  : r === 'testing'
                    ? t('footer.testing')
                    : r === 'timeout'
                      ? t('footer.timeout')
                      : t('footer.ms', { ms: r })}
              </span>
            </li>
          );
        })}
      </ul>
      <button type="button" className="button button--ghost" onClick={run}>
        {t('footer.speedTest')}
      </button>
    </section>
  );
}
