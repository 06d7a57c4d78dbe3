import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { createGeoIpLite } from '../src/lib/geoip.ts';
import {
  createDatabase,
  dropDatabase,
  onCluster,
  pgDatabaseUrl,
  TEST_PG_URL as PG_URL,
} from './pg-cluster.ts';

export const engine = (process.env['TEST_DB'] ?? 'sqlite') as 'sqlite' | 'postgres';

/** Where a test database lives, in the form both the app and a CLI subprocess can open. */
export type TestStore = {
  db: Db;
  /** Environment a subprocess (the operator CLI, main.ts) needs to open the same database. */
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/**
 * A fresh database per test file: a temporary SQLite file, or a new PostgreSQL schema with a
 * random name, so parallel files and parallel runs never collide.
 */
export async function createTestStore(): Promise<TestStore> {
  if (engine === 'sqlite') return sqliteStore();
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await onCluster((c) => c.query(`create schema ${schema}`));
  const db = openDatabase({ engine: 'postgres', url: PG_URL, poolSize: 5, searchPath: schema });
  const url = new URL(PG_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    db,
    env: { DATABASE_URL: url.toString() },
    drop: async () => {
      await db.close();
      await onCluster((c) => c.query(`drop schema ${schema} cascade`));
    },
  };
}

/**
 * A fresh database per test file that is already migrated to the latest version and seeded with
 * the demo brand: a copy of the run's template (apps/server/test/template-setup.ts).
 */
export async function createDemoStore(): Promise<TestStore> {
  const template = inject('demoTemplate');
  if (engine === 'sqlite') return sqliteStore(template);
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await createDatabase(name, template);
  const url = pgDatabaseUrl(name);
  const db = openDatabase({ engine: 'postgres', url, poolSize: 5 });
  return {
    db,
    env: { DATABASE_URL: url },
    drop: async () => {
      await db.close();
      await dropDatabase(name);
    },
  };
}

/** A temporary SQLite file: empty, or a copy of `template`. */
function sqliteStore(template?: string): TestStore {
  const dir = mkdtempSync(join(tmpdir(), 'lotto-test-'));
  const path = join(dir, 'platform.sqlite');
  if (template) copyFileSync(template, path);
  const db = openDatabase({ engine: 'sqlite', path });
  return {
    db,
    env: { DATA_DIR: dir },
    drop: async () => {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const geo = createGeoIpLite();

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    TRUSTED_PROXIES: '127.0.0.1',
    CONFIG_POLL_MS: '100',
    SEED_DEMO: 'true',
    WEB_DIST: '/nonexistent',
    BACKOFFICE_DIST: '/nonexistent',
    ...env,
  });
}

export type TestApp = { app: FastifyInstance; store: TestStore; close: () => Promise<void> };

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const store = await createDemoStore();
  const app = await buildApp({ config: testConfig(env), db: store.db, geo });
  await app.ready();
  return {
    app,
    store,
    close: async () => {
      await app.close();
      await store.drop();
    },
  };
}

/** Waits until `check` passes, for effects that cross processes (the CLI, config polling). */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 5000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** A second brand, "Sun Lotto" (English only), on the same deployment: to prove brands never mix. */
export async function addSunBrand(store: TestStore, opts: { maintenance?: boolean } = {}): Promise<number> {
  const { demoSettings } = await import('../src/seed/demo-settings.ts');
  const { id } = await store.db.kysely
    .insertInto('merchants')
    .values({
      code: 'sun',
      settings: JSON.stringify({
        ...demoSettings,
        name: 'Sun Lotto',
        defaultLang: 'EN',
        supportLanguages: ['EN'],
      }),
      maintenance: opts.maintenance ? 1 : 0,
      maintenance_message: opts.maintenance ? 'sun is closed' : '',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
