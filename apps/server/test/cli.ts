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

/** Runs the CLI where it must refuse: its exit code and what it printed (throws if it succeeded). */
export async function adminCliRefused(env: Record<string, string>, ...args: string[]) {
  try {
    await adminCli(env, ...args);
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
  throw new Error(`admin ${args.join(' ')} succeeded`);
}

/** A control character other than the line breaks between printed lines: none may reach the terminal. */
export const RAW_CONTROL = /(?!\n)\p{Cc}/u;
