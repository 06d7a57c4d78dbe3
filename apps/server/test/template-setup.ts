import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_PG_URL } from '../../../test/postgres-setup.ts';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  export interface ProvidedContext {
    /** The migrated, demo-seeded database each test file copies: a SQLite file or a PostgreSQL database name. */
    demoTemplate: string;
  }
}

export { TEST_PG_URL };

/** The URL of another database on the test cluster. */
export function pgDatabaseUrl(name: string): string {
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Migrates and seeds one demo database per engine and run, before any test file starts. Each
 * file then gets its own copy (a file copy, or PostgreSQL's CREATE DATABASE ... TEMPLATE, about
 * 60 ms) instead of running every migration and the seed again (2-3 s a file on PostgreSQL).
 * Tests of the migrations themselves still start from an empty store.
 */
export default async function setup(project: TestProject) {
  const postgres = project.config.env['TEST_DB'] === 'postgres';
  if (!postgres) {
    const dir = mkdtempSync(join(tmpdir(), 'lotto-template-'));
    const path = join(dir, 'platform.sqlite');
    await build(openDatabase({ engine: 'sqlite', path }));
    project.provide('demoTemplate', path);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `tmpl_${Date.now().toString(36)}_${process.pid}`;
  await onCluster(`create database ${name}`);
  await build(openDatabase({ engine: 'postgres', url: pgDatabaseUrl(name), poolSize: 2 }));
  project.provide('demoTemplate', name);
  return () => dropDatabase(name);
}

async function build(db: Db) {
  try {
    await migrateToLatest(db);
    await seedDemo(db.kysely);
  } finally {
    await db.close();
  }
}

/**
 * Drops a test database once its connections are gone: a closed pool says goodbye without
 * waiting for the server, and a backend still there when forced out fails its client loudly.
 */
export async function dropDatabase(name: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: string }>(
        'select count(*) as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === '0') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await client.query(`drop database if exists ${name} with (force)`);
  } finally {
    await client.end();
  }
}

/** One statement on the cluster's `test` database (CREATE and DROP DATABASE cannot run in a pool's transaction). */
export async function onCluster(sql: string) {
  const client = new pg.Client({ connectionString: TEST_PG_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
