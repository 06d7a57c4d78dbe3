import { Readable } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than a packet, and costs CPU on both sides. */
export const MIN_COMPRESS_BYTES = 1024;
const TEXT = /^(application\/(json|problem\+json|javascript|xml)|image\/svg\+xml|text\/(?!event-stream))/;
// Fast levels: these are compressed per request. Brotli 4 is smaller than gzip 6 and as quick.
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP = { level: 6 };

type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli if the request accepts it, else gzip, else none (q=0 refuses). */
export function negotiate(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const allowed = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: Encoding) => (allowed.get(name) ?? allowed.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
}

const compressible = (reply: FastifyReply): boolean => {
  if (reply.hasHeader('content-encoding')) return false;
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && TEXT.test(type);
};

/** A strong validator names exact bytes; the compressed bytes differ, so it becomes weak. */
const weakenEtag = (reply: FastifyReply) => {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) void reply.header('etag', `W/${etag}`);
};

const varyOnEncoding = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  if (vary === undefined) void reply.header('vary', 'accept-encoding');
  else if (typeof vary === 'string' && !/accept-encoding|\*/i.test(vary))
    void reply.header('vary', `${vary}, accept-encoding`);
};

function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (req.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
  const isText = typeof payload === 'string' || Buffer.isBuffer(payload);
  const isStream = payload instanceof Readable;
  if (!isText && !isStream) return payload;
  // Streams (brand media files) say their size up front; text is measured.
  const size = isText ? Buffer.byteLength(payload) : Number(reply.getHeader('content-length') ?? 0);
  if (size < MIN_COMPRESS_BYTES || !compressible(reply)) return payload;
  // Whether or not this answer is compressed, another request's may be: caches must key on it.
  varyOnEncoding(reply);
  const encoding = negotiate(req.headers['accept-encoding']);
  if (!encoding) return payload;
  void reply.header('content-encoding', encoding);
  weakenEtag(reply);
  if (isStream) {
    reply.removeHeader('content-length');
    return payload.pipe(encoding === 'br' ? createBrotliCompress(BROTLI) : createGzip(GZIP));
  }
  const body = encoding === 'br' ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
  void reply.header('content-length', String(body.length));
  return body;
}

/**
 * Compresses Fastify's text answers over 1 KB (JSON, SVG media, HTML) with brotli or gzip,
 * as the request accepts. Event streams are left alone (each event must reach the page as it
 * is written), and so is anything already encoded: the built web app is compressed at build
 * time and served as is (plugins/static.ts). The status call is left as it is (`skip`): it is
 * sent as pre-encoded bytes with a strong ETag, uncompressed as it always was (decision 006).
 */
export function compressAnswers(app: FastifyInstance, opts: { skip: (url: string) => boolean }) {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (opts.skip(req.url)) return done(null, payload);
    try {
      done(null, compressAnswer(req, reply, payload));
    } catch (err) {
      done(err as Error);
    }
  });
}
