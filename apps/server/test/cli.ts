import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ADMIN = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));

/** Runs the real operator CLI (`npm run admin -- ...`) against a test database. */
export async function adminCli(env: Record<string, string>, ...args: string[]) {
  const { stdout, stderr } = await run(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    timeout: 20_000,
  });
  return { stdout, stderr };
}
