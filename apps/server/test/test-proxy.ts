import { readFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Proxy } from './nginx-proxy.ts';
import { testPort } from './ports.ts';

/**
 * A small proxy for machines without nginx, keeping the reference configuration's rules
 * (deploy/nginx.conf): nodes taken in turn; a node that cannot be reached, or answers 502 or 503,
 * is passed over for the next (at most 3 tries) and left out for 5 s; a POST is sent again only on
 * the routes that configuration marks idempotent (its `non_idempotent` location, read from the
 * file); answers stream through unbuffered (live events). No WebSockets.
 */
const REFERENCE = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));
const TRIES = 3;
const FAIL_TIMEOUT_MS = 5000;

/** The path pattern of the location whose requests nginx may replay on another node. */
export function replayablePattern(conf = readFileSync(REFERENCE, 'utf8')): RegExp {
  const m = /location ~ (\S+) \{\s*proxy_pass[^}]*non_idempotent;/.exec(conf);
  if (!m) throw new Error('deploy/nginx.conf: no location with non_idempotent retries');
  return new RegExp(m[1]!);
}

type Upstream = { port: number; downUntil: number };

export async function startTestProxy(nodePorts: number[]): Promise<Proxy> {
  const replayable = replayablePattern();
  const nodes: Upstream[] = nodePorts.map((port) => ({ port, downUntil: 0 }));
  let turn = 0;
  const pick = (tried: Set<Upstream>) => {
    const now = Date.now();
    for (let i = 0; i < nodes.length; i++) {
      const n = nodes[(turn + i) % nodes.length]!;
      if (!tried.has(n) && n.downUntil <= now) {
        turn = (turn + i + 1) % nodes.length;
        return n;
      }
    }
    return undefined;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const mayReplay =
        req.method === 'GET' || req.method === 'HEAD' || replayable.test(req.url!.split('?')[0]!);
      void forward({ req, res, body: Buffer.concat(chunks), mayReplay, pick });
    });
  });
  server.keepAliveTimeout = 75_000; // nginx's default: the client never meets a connection closing under it
  const port = testPort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function forward(o: {
  req: IncomingMessage;
  res: ServerResponse;
  body: Buffer;
  mayReplay: boolean;
  pick: (tried: Set<Upstream>) => Upstream | undefined;
}) {
  const tried = new Set<Upstream>();
  for (let i = 0; i < TRIES; i++) {
    const node = o.pick(tried);
    if (!node) break;
    tried.add(node);
    const answer = await send(node.port, o);
    const failed = !answer || answer.statusCode === 502 || answer.statusCode === 503;
    if (failed) node.downUntil = Date.now() + FAIL_TIMEOUT_MS;
    const last = i === TRIES - 1 || !o.mayReplay;
    if (answer && (!failed || last)) {
      o.res.writeHead(answer.statusCode!, endToEnd(answer.headers));
      answer.on('error', () => o.res.destroy());
      answer.pipe(o.res);
      return;
    }
    answer?.resume();
    if (last) break;
  }
  o.res.writeHead(502, { 'content-type': 'text/plain' }).end('no node answered');
}

/** The answer's headers without those of its hop (the connection to the node). */
function endToEnd(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { connection: _c, 'keep-alive': _k, 'transfer-encoding': _t, ...rest } = headers;
  return rest;
}

/** Sends the request to one node; the answer once its head is in, or undefined on a connection error. */
function send(port: number, o: { req: IncomingMessage; res: ServerResponse; body: Buffer }) {
  return new Promise<IncomingMessage | undefined>((resolve) => {
    const headers = { ...o.req.headers, 'x-forwarded-for': o.req.socket.remoteAddress ?? '' };
    const out = request({ host: '127.0.0.1', port, method: o.req.method, path: o.req.url, headers }, resolve);
    out.setTimeout(60_000, () => out.destroy());
    out.on('error', () => resolve(undefined));
    o.res.on('close', () => out.destroy());
    out.end(o.body);
  });
}
