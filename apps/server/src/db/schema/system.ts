// Platform-wide state: settings kept by the server, and the events the rate limits count.
import type { Generated } from 'kysely';
import type { Millis } from './common.ts';

export type AppStateTable = {
  key: string;
  value: string;
};

export type RateEventsTable = { id: Generated<number>; bucket: string; key: string; at: Millis };
