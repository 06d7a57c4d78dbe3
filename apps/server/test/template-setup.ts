import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { createDatabase, dropDatabase, pgDatabaseUrl } from './pg-cluster.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  export interface ProvidedContext {
    /** The migrated, demo-seeded database each test file copies: a SQLite file or a PostgreSQL database name. */
    demoTemplate: string;
  }
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
  await createDatabase(name);
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
