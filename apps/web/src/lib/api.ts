import { currentLangCode } from '../i18n/index.ts';
import { readStorage } from './storage.ts';

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

/** A failed call. `code` is the server's stable translation key, or one of ours below. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status: number) {
    super(message);
    this.code = code;
    this.status = status;
  }
}

/** Client-side failure codes, beside the server's (packages/contracts errors.ts). */
export const CLIENT_ERROR = { network: 'network.error', invalidResponse: 'response.invalid' } as const;

/** 4xx answers will not change by asking again; network trouble and 5xx might. */
export const isRetryable = (error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

type Query = Record<string, string | number | boolean | undefined>;
type GetOptions = { query?: Query; signal?: AbortSignal };
type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const urlOf = (path: string, query: Query = {}): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

const headersOf = (hasBody: boolean): Headers => {
  const headers = new Headers({ Accept: 'application/json', Language: currentLangCode(), Device: 'web' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  // Set when the site is opened for a brand other than the host's (SPEC: session key merchant).
  const merchant = readStorage('session', 'merchant');
  if (merchant) headers.set('Merchant', merchant);
  // Existing clients send the raw session token (API-NOTES.md).
  const token = readStorage('session', 'token');
  if (token) headers.set('Authorization', token);
  return headers;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

const unwrap = <T>(body: unknown, status: number, schema: Schema<T>): T => {
  if (!isRecord(body) || typeof body.success !== 'boolean') {
    // A proxy or crashed server answers with HTML or nothing at all.
    const code = status >= 500 ? 'system.error' : CLIENT_ERROR.invalidResponse;
    throw new ApiError(code, `Unexpected response (HTTP ${status})`, status);
  }
  if (!body.success) {
    const code = textOf(body.code) ?? textOf(body.errorCode) ?? 'system.error';
    throw new ApiError(code, textOf(body.message) ?? code, status);
  }
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.error('Response does not match its contract', parsed.error);
    throw new ApiError(CLIENT_ERROR.invalidResponse, 'Response does not match its contract', status);
  }
  return parsed.data;
};

const request = async <T>(url: string, init: RequestInit, schema: Schema<T>): Promise<T> => {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (error) {
    // Cancellation is not a failure: TanStack Query expects the AbortError back.
    if (init.signal?.aborted) throw error;
    throw new ApiError(CLIENT_ERROR.network, 'Network link abnormal', 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  return unwrap(body, response.status, schema);
};

export const apiGet = <T>(path: string, schema: Schema<T>, options: GetOptions = {}): Promise<T> =>
  request(
    urlOf(path, options.query),
    { method: 'GET', headers: headersOf(false), signal: options.signal ?? null },
    schema,
  );

export const apiSend = <T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: Schema<T>,
  options: { signal?: AbortSignal } = {},
): Promise<T> =>
  request(
    path,
    {
      method,
      headers: headersOf(body !== undefined),
      body: body === undefined ? null : JSON.stringify(body),
      signal: options.signal ?? null,
    },
    schema,
  );
