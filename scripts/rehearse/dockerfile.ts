import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Carries out a Dockerfile's stages on this machine, without Docker: each stage gets a folder
 * that stands for its root file system, WORKDIR and COPY work inside it (COPY from the build
 * context, filtered by the Dockerfile's .dockerignore, or --from an earlier stage), RUN runs in
 * the stage's working folder with its absolute paths moved into the stage's root, and ENV, USER
 * and CMD are kept for whoever runs the result. What it cannot do is say so: the base image's
 * own files are the host's (its Node.js, npm and users).
 */
export type Stage = {
  name: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string | undefined;
  cmd: string[];
  healthcheck: string[] | undefined;
};

type Instruction = { op: string; args: string };

/** The instructions, continuation lines joined, comments dropped. */
export function parseDockerfile(text: string): Instruction[] {
  const joined = text.replace(/\\\n/g, ' ');
  return joined
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const [op = '', ...rest] = l.split(/\s+/);
      return { op: op.toUpperCase(), args: rest.join(' ') };
    });
}

/**
 * Paths the context never sends: `.dockerignore` patterns, from the context's root (`data`,
 * `*.tsbuildinfo`) or at any depth (`**\/node_modules`).
 */
function ignoredBy(patterns: string[]) {
  const rules = patterns.map((p) => {
    const body = p
      .replace(/^\*\*\//, '')
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '[^/]*');
    return new RegExp(p.startsWith('**/') ? `(^|/)${body}$` : `^${body}$`);
  });
  return (rel: string) => rules.some((r) => r.test(rel));
}

export type BuildOptions = {
  dockerfile: string;
  context: string;
  out: string;
  /** Prints each step as it runs. */
  log: (line: string) => void;
  /** Parts of RUN commands left out here, with why. */
  edits?: { from: string; why: string }[];
};

/** Runs every stage; answers the last one, ready to run. */
export function buildStages(o: BuildOptions): Stage {
  const ignorePath = `${o.dockerfile}.dockerignore`;
  const ignored = ignoredBy(
    existsSync(ignorePath)
      ? readFileSync(ignorePath, 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#'))
      : [],
  );
  const stages: Stage[] = [];
  let stage: Stage | undefined;
  for (const { op, args } of parseDockerfile(readFileSync(o.dockerfile, 'utf8'))) {
    if (op === 'FROM') {
      const [, name = String(stages.length)] = /\bAS\s+(\S+)/i.exec(args) ?? [];
      stage = {
        name,
        root: join(o.out, name),
        workdir: '/',
        env: {},
        user: undefined,
        cmd: [],
        healthcheck: undefined,
      };
      mkdirSync(stage.root, { recursive: true });
      stages.push(stage);
      o.log(`stage ${name} (${args.split(/\s+/)[0]}: the host stands for it)`);
      continue;
    }
    if (!stage) throw new Error(`${op} before FROM`);
    step({ ...o, stage, stages, ignored, op, args });
  }
  return stage!;
}

function step(
  o: BuildOptions & {
    stage: Stage;
    stages: Stage[];
    ignored: (rel: string) => boolean;
    op: string;
    args: string;
  },
) {
  const { stage } = o;
  const inRoot = (p: string) => join(stage.root, p.startsWith('/') ? p : join(stage.workdir, p));
  switch (o.op) {
    case 'WORKDIR':
      stage.workdir = resolve(stage.workdir, o.args);
      mkdirSync(inRoot(stage.workdir), { recursive: true });
      return;
    case 'ENV':
      for (const [, k, v] of o.args.matchAll(/(\w+)=(\S+)/g)) stage.env[k!] = v!;
      return;
    case 'USER':
      stage.user = o.args;
      return;
    case 'CMD':
      stage.cmd = JSON.parse(o.args) as string[];
      return;
    case 'HEALTHCHECK':
      stage.healthcheck = JSON.parse(o.args.slice(o.args.indexOf('CMD') + 3)) as string[];
      return;
    case 'COPY':
      return copy({ ...o, inRoot });
    case 'RUN': {
      let command = o.args;
      for (const e of o.edits ?? [])
        if (command.includes(e.from)) {
          command = command.replace(e.from, '');
          o.log(`  (left out here: "${e.from.trim()}": ${e.why})`);
        }
      o.log(`  RUN ${command}`);
      command = command.replace(/(^|\s)\/(?=\w)/g, `$1${stage.root}/`);
      execFileSync('bash', ['-c', command], {
        cwd: inRoot(stage.workdir),
        stdio: 'inherit',
        env: { ...process.env, ...stage.env },
      });
      return;
    }
    default:
      o.log(`  ${o.op} ${o.args}: kept as a note (no file system effect)`);
  }
}

function copy(o: {
  stage: Stage;
  stages: Stage[];
  context: string;
  ignored: (rel: string) => boolean;
  args: string;
  inRoot: (p: string) => string;
  log: (line: string) => void;
}) {
  const parts = o.args.split(/\s+/);
  const from = parts[0]!.startsWith('--from=') ? parts.shift()!.slice('--from='.length) : undefined;
  const dest = parts.pop()!;
  const source = from ? o.stages.find((s) => s.name === from) : undefined;
  if (from && !source) throw new Error(`COPY --from=${from}: no such stage`);
  for (const src of parts) {
    const abs = source ? join(source.root, src) : join(o.context, src);
    const target =
      dest.endsWith('/') || parts.length > 1 ? join(o.inRoot(dest), src.split('/').pop()!) : o.inRoot(dest);
    const into = src === '.' ? o.inRoot(dest) : target;
    mkdirSync(dirname(into), { recursive: true });
    cpSync(abs, into, {
      recursive: true,
      verbatimSymlinks: true, // as Docker copies them: a workspace link stays relative
      filter: (p) => source !== undefined || !o.ignored(relative(o.context, p)) || p === abs,
    });
  }
  o.log(`  COPY ${o.args}`);
}

/** The size of a folder in bytes. */
export function folderBytes(dir: string): number {
  let total = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) total += folderBytes(p);
    else if (e.isFile()) total += statSync(p).size;
  }
  return total;
}
