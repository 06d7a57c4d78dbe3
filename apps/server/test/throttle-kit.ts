import type { FastifyInstance } from 'fastify';
import type { Call } from './accounts-kit.ts';

/** How many requests each throttle test fires at once: well above every limit under test. */
export const BURST = 100;

export type Answer = Call & { retryAfter: number | undefined };

/** One JSON call through the app, as a browser (or a script) would make it. */
export async function send(
  app: FastifyInstance,
  call: { method?: 'POST' | 'PUT' | 'GET'; url: string; payload?: object; headers?: Record<string, string> },
): Promise<Answer> {
  const res = await app.inject({
    method: call.method ?? 'POST',
    url: call.url,
    headers: call.headers ?? {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
  const retry = res.headers['retry-after'];
  return {
    status: res.statusCode,
    body: res.json(),
    retryAfter: retry === undefined ? undefined : Number(retry),
  };
}

/** Fires `n` requests at the same moment and waits for all of them. */
export const burst = <T>(n: number, request: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i)));

/** How many answers carried each code ('ok' for a success), to compare with one toEqual. */
export const tally = (answers: Call[]): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const a of answers) {
    const key = a.body.success ? 'ok' : (a.body.code ?? `status ${a.status}`);
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
};

/** A client address of its own per index (the test app believes X-Forwarded-For from 127.0.0.1). */
export const ipOf = (i: number, net = 10): Record<string, string> => ({
  'x-forwarded-for': `${net}.${Math.floor(i / 250) % 250}.${i % 250}.${1 + (i % 200)}`,
});

/** The brand's id by code, read from the database the app runs on. */
export async function brandId(app: FastifyInstance, code = 'demo'): Promise<number> {
  const row = await app.platform.db.kysely
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Messages the local outbox stored for `target`. */
export async function outboxCount(app: FastifyInstance, target: string): Promise<number> {
  const row = await app.platform.db.kysely
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('target', '=', target)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Applies an operator change to the brand and makes this app see it at once (no poll wait). */
export async function changeBrand(app: FastifyInstance, change: () => Promise<unknown>): Promise<void> {
  await change();
  await app.platform.brands.refreshIfChanged();
}
