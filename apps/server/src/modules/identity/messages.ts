import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { outboxRepo } from './outbox-repo.ts';

export type OutgoingMessage = { merchantId: number; target: string; subject?: string; body: string };

/** Sends SMS text to a phone number (E.164, '+' and digits). */
export type SmsProvider = { readonly name: string; send(message: OutgoingMessage): Promise<void> };
/** Sends an email. */
export type EmailProvider = {
  readonly name: string;
  send(message: OutgoingMessage & { subject: string }): Promise<void>;
};

/**
 * The local provider used in development and tests: messages are stored in the `outbox` table,
 * where the operator reads them (`npm run admin -- outbox`) and test-mode routes find codes.
 */
export class OutboxProvider implements SmsProvider, EmailProvider {
  readonly name = 'outbox';
  readonly #db: Kysely<Database>;
  readonly #channel: 'sms' | 'email';
  constructor(db: Kysely<Database>, channel: 'sms' | 'email') {
    this.#db = db;
    this.#channel = channel;
  }
  async send(message: OutgoingMessage): Promise<void> {
    await outboxRepo.insert(this.#db, {
      merchant_id: message.merchantId,
      channel: this.#channel,
      target: message.target,
      subject: message.subject ?? '',
      body: message.body,
      created_at: Date.now(),
    });
  }
}

/**
 * A gateway reached over HTTP: posts `{ to, subject?, text, merchant }` as JSON with a bearer
 * token, and counts any 2xx as sent. Most SMS and email gateways accept this shape directly or
 * through a small relay; see docs/decisions/008-accounts.md.
 */
export class HttpMessageProvider implements SmsProvider, EmailProvider {
  readonly name = 'http';
  readonly #url: string;
  readonly #token: string | undefined;
  readonly #fetch: typeof fetch;
  constructor(
    url: string,
    { token, fetchImpl = fetch }: { token: string | undefined; fetchImpl?: typeof fetch },
  ) {
    this.#url = url;
    this.#token = token;
    this.#fetch = fetchImpl;
  }
  async send(message: OutgoingMessage): Promise<void> {
    const res = await this.#fetch(this.#url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.#token ? { authorization: `Bearer ${this.#token}` } : {}),
      },
      body: JSON.stringify({
        to: message.target,
        subject: message.subject,
        text: message.body,
        merchant: message.merchantId,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`message gateway answered ${res.status}`);
  }
}

/** Fills `{name}` placeholders of a template. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/** The newest messages the outbox provider kept for a brand (the operator's `outbox` command). */
export const latestOutbox = (
  db: Kysely<Database>,
  query: { merchantId: number; limit: number; target?: string | undefined },
) => outboxRepo.latest(db, { merchantId: query.merchantId, limit: query.limit, target: query.target });
