import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation
  export interface ProvidedContext {
    baseUrl: string;
    serverEnv: Record<string, string>;
  }
}

export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const WEB_INDEX = fileURLToPath(new URL('../apps/web/dist/index.html', import.meta.url));
const BACKOFFICE_INDEX = fileURLToPath(new URL('../apps/backoffice/dist/index.html', import.meta.url));

/** One real server for the browser suite, built web app and back office included. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}: apt-get install -y chromium (the .ci/run script does this).`,
    );
  }
  if (!existsSync(WEB_INDEX) || !existsSync(BACKOFFICE_INDEX)) {
    throw new Error(
      'The web app or the back office is not built: run `npm run build` (npm test does it first).',
    );
  }
  // The client secret of the browser suite's Google sign-in (social.e2e.ts), read by its env name.
  const server = await startServer({ OAUTH_GOOGLE_SECRET: 'e2e-google-client-secret' });
  project.provide('baseUrl', server.baseUrl);
  project.provide('serverEnv', server.env);
  return () => server.stop();
}
