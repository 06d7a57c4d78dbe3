import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the API server restarting on change (node --watch) and Vite's dev servers
 * with hot reload, which proxy API calls to it. Open http://localhost:5173 (the site) and
 * http://localhost:5174/backoffice/ (the support console).
 */
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', '--watch-preserve-output', 'apps/server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env['NODE_ENV'] ?? 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'apps/backoffice'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
