import { signedHeaders } from './signing.ts';

export type WalletCall = 'balance' | 'debit' | 'credit' | 'rollback';
export type WalletAnswer =
  | { ok: true; balance: string; currency?: string; txId?: string; platformTxId?: string }
  | { ok: false; error: string; balance?: string };

/** What the vendor answers when every attempt got a 5xx or no answer: the movement's fate is unknown. */
export const UNAVAILABLE = 'PLATFORM_UNAVAILABLE';

export type WalletOptions = {
  platformBaseUrl: string;
  vendors: Record<string, string>;
  fetch: typeof fetch;
  now: () => number;
  retryDelaysMs: number[];
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const t = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        resolve();
      },
      { once: true },
    );
  });

/**
 * The vendor's side of the seamless wallet. Each call's body is serialised once: every retry
 * (on a 5xx or a network failure) sends the very same bytes, so the same txId, freshly signed.
 */
export function walletClient(o: WalletOptions) {
  const closing = new AbortController();
  const background = new Set<Promise<unknown>>();

  const attempt = async (vendor: string, call: WalletCall, raw: string): Promise<WalletAnswer | null> => {
    const secret = o.vendors[vendor];
    if (!secret) return { ok: false, error: 'UNKNOWN_VENDOR' };
    // The signed path is the protocol's, whatever path the platform's base URL adds in front.
    const path = `/seamless/v1/${encodeURIComponent(vendor)}/${call}`;
    const url = `${o.platformBaseUrl.replace(/\/$/, '')}${path}`;
    try {
      const res = await o.fetch(url, {
        method: 'POST',
        headers: signedHeaders({ vendor, secret, path, body: raw, now: o.now() }),
        body: raw,
        signal: AbortSignal.any([AbortSignal.timeout(10_000), closing.signal]),
      });
      if (res.status >= 500) return null;
      const data = (await res.json().catch(() => null)) as WalletAnswer | null;
      if (res.status === 200 && data && typeof data.ok === 'boolean') return data;
      const error = data && !data.ok && typeof data.error === 'string' ? data.error : `HTTP_${res.status}`;
      return { ok: false, error };
    } catch {
      return null;
    }
  };

  /** One wallet call, retried with the configured delays; UNAVAILABLE when no attempt got an answer. */
  const call = async (vendor: string, name: WalletCall, body: object): Promise<WalletAnswer> => {
    const raw = JSON.stringify(body);
    for (let i = 0; ; i++) {
      const answer = await attempt(vendor, name, raw);
      if (answer) return answer;
      if (i >= o.retryDelaysMs.length || closing.signal.aborted) return { ok: false, error: UNAVAILABLE };
      await sleep(o.retryDelaysMs[i]!, closing.signal);
    }
  };

  /**
   * A movement that must land (a settled round's credit, a void's rollback): keeps retrying
   * the same body in the background at the longest delay until the platform answers or the
   * vendor shuts down.
   */
  const persist = (vendor: string, name: WalletCall, body: object): void => {
    const raw = JSON.stringify(body);
    const wait = Math.max(1000, ...o.retryDelaysMs);
    const job = (async () => {
      while (!closing.signal.aborted) {
        await sleep(wait, closing.signal);
        if (closing.signal.aborted || (await attempt(vendor, name, raw))) return;
      }
    })();
    background.add(job);
    void job.finally(() => background.delete(job));
  };

  const close = async () => {
    closing.abort();
    await Promise.allSettled([...background]);
  };

  return { call, persist, close, pending: () => background.size };
}

export type WalletClient = ReturnType<typeof walletClient>;
