import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { runAdmin } from '../src/cli/run.ts';

const run = promisify(execFile);
const ADMIN = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));

export type CliOutput = { stdout: string; stderr: string };

/**
 * Runs the real operator CLI (`npm run admin -- ...`) as its own process against a test
 * database: for tests of what crosses processes (a change another node must notice) and of the
 * binary itself.
 */
export async function adminCliProcess(env: Record<string, string>, ...args: string[]): Promise<CliOutput> {
  const { stdout, stderr } = await run(process.execPath, [ADMIN, ...args], {
    env: { ...process.env, NODE_ENV: 'test', ...env },
    timeout: 20_000,
  });
  return { stdout, stderr };
}

let running = false;

/**
 * Runs an operator command in this process: the CLI's own code (runAdmin, which admin.ts runs
 * with the process's arguments), its own database connection and notice bus, what it prints
 * collected from the console. A node process per command costs 1-2 s of CPU at start; a suite
 * that runs hundreds of commands spends its minutes there. Throws like a failed process (code,
 * stdout, stderr) when the command does not answer 0.
 */
export async function adminCli(env: Record<string, string>, ...args: string[]): Promise<CliOutput> {
  if (running) throw new Error('one operator command at a time: its output is read from the console');
  running = true;
  const out = { stdout: '', stderr: '' };
  const write =
    (to: 'stdout' | 'stderr') =>
    (...parts: unknown[]) => {
      out[to] += `${parts.map(String).join(' ')}\n`;
    };
  const { log, error } = console;
  console.log = write('stdout');
  console.error = write('stderr');
  let code: number;
  try {
    code = await runAdmin(args, { ...process.env, NODE_ENV: 'test', ...env });
  } finally {
    console.log = log;
    console.error = error;
    running = false;
  }
  if (code === 0) return out;
  throw Object.assign(new Error(`admin ${args.join(' ')} failed (exit ${code})\n${out.stderr}`), {
    code,
    ...out,
  });
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
