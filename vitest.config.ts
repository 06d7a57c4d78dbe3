import { defineConfig } from 'vitest/config';
import { localeShell } from './apps/web/locale-shell.ts';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

/**
 * One suite, several projects: the server's integration tests run once per database engine,
 * the browser tests drive Debian's Chromium against a real server.
 */
export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'sandbox-vendor',
          include: ['apps/sandbox-vendor/test/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
      {
        plugins: [localeShell()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server:sqlite',
          include: serverTests,
          env: { TEST_DB: 'sqlite' },
          globalSetup: ['./apps/server/test/template-setup.ts'],
          // npm test runs the browser suite beside this one: the operator CLI's child processes
          // start slower then, and a test that runs the CLI several times needs the room.
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server:postgres',
          include: serverTests,
          env: { TEST_DB: 'postgres' },
          globalSetup: ['./test/postgres-setup.ts', './apps/server/test/template-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          // A lazy page's first render can take seconds while the server suite runs beside this
          // one on 2 cores: every expect.poll waits up to 15 s (Vitest's default is 1 s).
          expect: { poll: { timeout: 15_000 } },
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
