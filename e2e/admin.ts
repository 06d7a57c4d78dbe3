import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ADMIN = fileURLToPath(new URL('../apps/server/src/cli/admin.ts', import.meta.url));

/** The operator CLI against the browser suite's server database. */
export async function admin(env: Record<string, string>, ...args: string[]) {
  await run(process.execPath, [ADMIN, ...args], { env: { ...process.env, ...env }, timeout: 20_000 });
  // the server notices within CONFIG_POLL_MS (100 ms in this suite)
  await new Promise((r) => setTimeout(r, 400));
}
