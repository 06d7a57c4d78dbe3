import { endpointUrl, type Route, type UrlParts, type ValueOf } from '@lotto/contracts/common/endpoint';
import type { Lang } from '../i18n/index.tsx';

/** A refused or failed call: `code` is the server's translation key, or `network.error`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  constructor(code: string, { message, status }: { message: string; status: number }) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

export const NETWORK_ERROR = 'network.error';

type Envelope = { success: true; value: unknown } | { success: false; code: string; message: string };

/** What every call carries: the staff token (none before sign-in) and the language errors are answered in. */
export type Caller = { token: string | undefined; lang: Lang; onSessionEnd: () => void };

type CallOptions<R extends Route> = UrlParts<R> & { caller: Caller; body?: unknown; form?: FormData };

/**
 * One call of the console's API (routes from @lotto/contracts/support/api): the envelope's
 * value, typed by the route's declared answer, or an ApiError. The server validates every
 * answer against its contract, so the value is taken as typed (the console loads no schemas).
 */
export async function call<R extends Route>(route: R, options: CallOptions<R>): Promise<ValueOf<R>> {
  const { caller } = options;
  const url = (endpointUrl as (r: Route, parts?: unknown) => string)(route, options);
  const headers: Record<string, string> = { language: caller.lang };
  if (caller.token) headers['authorization'] = `Bearer ${caller.token}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: route.method, headers, body, cache: 'no-store' });
  } catch {
    throw new ApiError(NETWORK_ERROR, { message: '', status: 0 });
  }
  const envelope = (await res.json().catch(() => undefined)) as Envelope | undefined;
  if (!envelope) throw new ApiError(NETWORK_ERROR, { message: '', status: res.status });
  if (envelope.success) return envelope.value as ValueOf<R>;
  if (envelope.code === 'staff.not.session') caller.onSessionEnd();
  throw new ApiError(envelope.code, { message: envelope.message, status: res.status });
}
