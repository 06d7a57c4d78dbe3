import { endpointUrl, type PathParams, type Route } from '@lotto/contracts/common/endpoint';
import { currentLangCode } from '../i18n/index.ts';
import { readStorage, writeStorage } from './storage.ts';

/**
 * The part of a zod schema the client uses. Typed by shape because the web package takes
 * its schemas from @lotto/contracts and does not depend on zod itself.
 */
export type Schema<T> = {
  safeParse(data: unknown): { success: true; data: T } | { success: false; error: unknown };
};

/**
 * The answer's type without a runtime check. The server validates every answer against its
 * contract before sending it, so the client takes the type and leaves the schema library
 * (tens of kilobytes) out of the first page load. Forms validate their input with the real
 * schemas in their own lazily loaded chunks.
 */
export const shape = <T>(): Schema<T> => ({ safeParse: (data) => ({ success: true, data: data as T }) });

/** A field the server refused: `code` is `reg_pattern_N`, `reg_required` or another translation key. */
export type FieldIssue = { path: string; code: string; message: string };

/** Facts a failure carries beside its code (a failed login says whether the captcha is now due). */
export type FailureFacts = { captcha?: boolean; retryAfterSeconds?: number };

/** A failed call. `code` is the server's stable translation key, or one of ours below. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly details: readonly FieldIssue[];
  readonly facts: FailureFacts;

  constructor(
    code: string,
    failure: { message: string; status: number; details?: readonly FieldIssue[]; facts?: FailureFacts },
  ) {
    super(failure.message);
    this.code = code;
    this.status = failure.status;
    this.details = failure.details ?? [];
    this.facts = failure.facts ?? {};
  }
}

/** Client-side failure codes, beside the server's (packages/contracts errors.ts). */
export const CLIENT_ERROR = { network: 'network.error', invalidResponse: 'response.invalid' } as const;

/** 4xx answers will not change by asking again; network trouble and 5xx might. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

type Query = Record<string, string | number | boolean | undefined>;
type GetOptions<T> = { schema: Schema<T>; query?: Query; signal?: AbortSignal };
type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where a call goes: a route declared in @lotto/contracts (its method and path, with the values
 * of its `:name` segments in `params`), or a plain path.
 */
type Target<M extends Route['method'] = Route['method']> = string | Route<M>;
type PathOf<Tg> = Tg extends Route ? Tg['path'] : string;
type ParamsOf<Tg> = [keyof PathParams<PathOf<Tg>>] extends [never]
  ? { params?: undefined }
  : { params: PathParams<PathOf<Tg>> };
/** A route brings its own method; a plain path names one. */
type MethodOf<Tg> = Tg extends Route ? { method?: undefined } : { method: SendMethod };

const pathOf = (target: Target, params?: PathParams<string>): string =>
  typeof target === 'string' ? target : endpointUrl(target, { params } as never);

type SendOptions<T> = {
  /** Left out: a call without a body. */
  body?: unknown;
  schema: Schema<T>;
  signal?: AbortSignal;
  /** Extra headers, e.g. `X-Gateway-Version` of the free-play login. */
  headers?: Record<string, string>;
  /** Send the body as application/x-www-form-urlencoded (recovery by email: docs/product/accounts.md#password-recovery). */
  form?: boolean;
};

const urlOf = (path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** A random id kept on this device (promotions may be limited to one claim per device). */
const deviceId = (): string => {
  let id = readStorage('local', 'deviceId');
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID();
    writeStorage('local', { key: 'deviceId', value: id });
  }
  return id;
};

/** The headers every call carries: language, brand, device, session token. */
export const headersOf = (contentType?: string): Headers => {
  const headers = new Headers({
    Accept: 'application/json',
    Language: currentLangCode(),
    Device: 'web',
    'X-Device-Id': deviceId(),
  });
  if (contentType) headers.set('Content-Type', contentType);
  // Set when the site is opened for a brand other than the host's (docs/product/wire-conventions.md#headers).
  const merchant = readStorage('session', 'merchant');
  if (merchant) headers.set('Merchant', merchant);
  // Existing clients send the raw session token (docs/product/wire-conventions.md#headers).
  const token = readStorage('session', 'token');
  if (token) headers.set('Authorization', token);
  return headers;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isIssue = (value: unknown): value is FieldIssue =>
  isRecord(value) && typeof value.path === 'string' && typeof value.code === 'string';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const unwrap = <T>(body: unknown, { status, schema }: { status: number; schema: Schema<T> }): T => {
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    // A proxy or crashed server answers with HTML or nothing at all.
    const code = status >= 500 ? 'system.error' : CLIENT_ERROR.invalidResponse;
    throw new ApiError(code, { message: `Unexpected response (HTTP ${status})`, status });
  }
  if (!body.success) {
    const code = textOf(body.code) ?? textOf(body.errorCode) ?? 'system.error';
    const details = Array.isArray(body.details) ? body.details.filter(isIssue) : [];
    const facts = isRecord(body.value) ? (body.value as FailureFacts) : {};
    throw new ApiError(code, { message: textOf(body.message) ?? code, status, details, facts });
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error('Response does not match its contract', parsed.error);
    throw new ApiError(CLIENT_ERROR.invalidResponse, {
      message: 'Response does not match its contract',
      status,
    });
  }
  return parsed.data;
};

const request = async <T>(
  url: string,
  { schema, ...init }: RequestInit & { schema: Schema<T> },
): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the AbortError back.
    if (init.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR.network, { message: 'Network link abnormal', status: 0 });
  }
  const body: unknown = await response.json().catch(() => undefined);
  return unwrap(body, { status: response.status, schema });
};

export const apiGet = <T, const Tg extends Target<'GET'>>(
  target: Tg,
  { schema, query, signal, params }: GetOptions<T> & ParamsOf<Tg>,
): Promise<T> =>
  request(urlOf(pathOf(target, params), query), {
    method: 'GET',
    headers: headersOf(),
    signal: signal ?? null,
    schema,
  });

// Form bodies are flat string records (the callers' types say so).
const encode = (body: unknown, form: boolean): string =>
  form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);

export const apiSend = <T, const Tg extends Target<'POST' | 'PUT' | 'DELETE'>>(
  target: Tg,
  options: SendOptions<T> & MethodOf<Tg> & ParamsOf<Tg>,
): Promise<T> => {
  const { body, schema, params } = options;
  const method = typeof target === 'string' ? (options.method ?? 'POST') : target.method;
  const hasBody = body !== undefined;
  const headers = headersOf(
    hasBody ? (options.form ? 'application/x-www-form-urlencoded' : 'application/json') : undefined,
  );
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return request(pathOf(target, params), {
    method,
    headers,
    body: hasBody ? encode(body, options.form === true) : null,
    signal: options.signal ?? null,
    schema,
  });
};

/** A multipart/form-data call (files): the browser writes the boundary, so no Content-Type here. */
export const apiForm = <T, const Tg extends Target<'POST' | 'PUT'>>(
  target: Tg,
  { body, schema, params }: { body: FormData; schema: Schema<T> } & ParamsOf<Tg>,
): Promise<T> =>
  request(pathOf(target, params), {
    method: typeof target === 'string' ? 'POST' : target.method,
    headers: headersOf(),
    body,
    schema,
  });

/**
 * A fresh idempotency key (a request id, a free-demo nonce): 16 random bytes in hex, 32
 * characters, within what the API accepts (8-64). From getRandomValues, which works on a
 * plain-http brand domain too, where crypto.randomUUID does not exist. Here, beside the calls
 * that send it, rather than in a module of its own that would be one more chunk of the lazy
 * screens (lottery, wallet, in-house games) that all use it.
 */
export function newRequestId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

// ---- Server-Sent Events ----------------------------------------------------------------------
// Read with fetch so the brand and session headers go along (EventSource cannot send headers).
// Here, not in a module of their own: the header's balance feed (first page) and the lazy lottery
// screens share them, and a module of their own would be one more chunk on the first page.

export type StreamEvent = { event: string; data: string };

/** Splits a buffer into complete events and the unfinished rest (comments are keep-alives). */
export function splitEvents(buffer: string): { events: StreamEvent[]; rest: string } {
  const blocks = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: StreamEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** 1 s, 2 s, 4 s ... up to 30 s between attempts. */
export const retryDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * Reads `path` until `signal` aborts, calling `onEvent` per event and reconnecting with backoff
 * when the stream ends or fails; a 401 ends it (the session is over, asking again will not help)
 * and answers `'unauthorized'`.
 */
export async function readEventStream(
  path: string,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (e: StreamEvent) => void },
): Promise<'aborted' | 'unauthorized'> {
  let attempt = 0;
  while (!signal.aborted) {
    try {
      const res = await fetch(path, { headers: headersOf(), signal });
      if (res.status === 401) return 'unauthorized';
      if (!res.ok || !res.body) throw new Error(`${path}: ${res.status}`);
      attempt = 0;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = splitEvents(buffer + value);
        buffer = parsed.rest;
        parsed.events.forEach(onEvent);
      }
    } catch {
      if (signal.aborted) return 'aborted';
    }
    await new Promise((r) => setTimeout(r, retryDelay(attempt++)));
  }
  return 'aborted';
}
