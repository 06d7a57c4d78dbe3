import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { errorStatus, type ErrorCode } from '@lotto/contracts';
import { fail } from '../lib/envelope.ts';
import { AppError, type ErrorDetail, type ErrorFacts } from '../lib/errors.ts';
import { askedLanguage } from './context.ts';

/** Fastify's own client-error codes, mapped to our translation keys. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported.media.type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'request.body.too.large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'request_body_required',
  FST_ERR_CTP_INVALID_JSON_BODY: 'request.body.malformed',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'request.invalid',
  FST_ERR_CTP_EMPTY_TYPE: 'unsupported.media.type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported.media.type',
  FST_ERR_VALIDATION: 'request.invalid',
  FST_ERR_BAD_URL: 'request.invalid',
  FST_ERR_MAX_PARAM_LENGTH: 'request.uri.too.long',
};

const byStatus: Record<number, ErrorCode> = {
  400: 'request.invalid',
  401: 'login.not.session',
  403: 'access.forbidden',
  404: 'route.not.found',
  405: 'method.not.allowed',
  413: 'request.body.too.large',
  414: 'request.uri.too.long',
  415: 'unsupported.media.type',
  429: 'too.many.requests',
};

const lang = (req: FastifyRequest) => (req.brand ? req.lang : askedLanguage(req));

function classify(
  err: FastifyError,
  req: FastifyRequest,
): { code: ErrorCode; details?: ErrorDetail[] | undefined; facts?: ErrorFacts | undefined } {
  if (err instanceof AppError) return { code: err.code, details: err.details, facts: err.facts };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((v) => ({
      path: [err.validationContext, v.instancePath.replaceAll('/', '.').replace(/^\./, '')]
        .filter(Boolean)
        .join('.'),
      code: v.keyword,
      message: v.message ?? v.keyword,
    }));
    const bodyMissing = err.validationContext === 'body' && (req.body === undefined || req.body === null);
    return { code: bodyMissing ? 'request_body_required' : 'request.invalid', details };
  }
  if (err.name === 'SyntaxError' && err.statusCode === 400) return { code: 'request.body.malformed' };
  // PostgreSQL's data exceptions (class 22): a value the column cannot hold, such as a NUL
  // character in text or an id past the integer range. Only input brings those there.
  if (err instanceof pg.DatabaseError && err.code?.startsWith('22')) return { code: 'request.invalid' };
  const mapped = err.code ? fastifyCodes[err.code] : undefined;
  if (mapped) return { code: mapped };
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return { code: byStatus[status] ?? 'request.invalid' };
  return { code: 'system.error' };
}

/**
 * One place turns every failure into the envelope: AppErrors, schema failures, Fastify's own
 * client errors, unknown routes and wrong methods. A 5xx is logged in full and answered with
 * the code only, never the detail.
 */
export const errorsPlugin = fp(
  (
    app: FastifyInstance,
    opts: { spaFallback?: (req: FastifyRequest, reply: FastifyReply) => Promise<void> | null },
  ) => {
    // A shadow router of every registered route tells "wrong method" from "no such path".
    const shadow = FindMyWay();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const m of methods) {
        try {
          shadow.on(m as HTTPMethod, route.url, () => undefined);
        } catch {
          // duplicate shapes (HEAD twins) are fine
        }
      }
    });

    app.setErrorHandler((err: FastifyError, req, reply) => {
      const { code, details, facts } = classify(err, req);
      const body = fail(code, { lang: lang(req), details, facts });
      if (facts?.retryAfterSeconds !== undefined)
        void reply.header('retry-after', String(facts.retryAfterSeconds));
      const finalStatus = errorStatus[code];
      if (finalStatus >= 500) req.log.error({ err }, 'request failed');
      else req.log.info({ code, err: err.message }, 'request refused');
      return reply.code(finalStatus).type('application/json').send(body);
    });

    app.setNotFoundHandler((req, reply) => {
      const page = opts.spaFallback?.(req, reply);
      if (page) return page;
      const path = req.url.split('?')[0] ?? '/';
      const otherMethods = methodsFor(shadow, path, req.method);
      if (otherMethods.length > 0) {
        return reply
          .code(405)
          .header('allow', otherMethods.join(', '))
          .send(fail('method.not.allowed', { lang: lang(req) }));
      }
      return reply.code(404).send(fail('route.not.found', { lang: lang(req) }));
    });
  },
  { name: 'errors' },
);

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path
 * that is not valid percent-encoding, a path parameter over `maxParamLength`) answers the
 * envelope too, not Fastify's own JSON.
 */
// eslint-disable-next-line local/exported-params -- Fastify calls it with (error, request, reply).
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const mapped = err.code ? fastifyCodes[err.code] : undefined;
  const code = mapped ?? 'request.invalid';
  req.log.info({ code, err: err.message }, 'request refused');
  void reply
    .code(errorStatus[code])
    .type('application/json')
    .send(fail(code, { lang: askedLanguage(req) }));
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses before there is a request at
 * all (headers over the size limit, a request that never finished arriving, bytes that are not
 * HTTP) answers the envelope in English, the only language known without headers.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request.timeout'
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? 'request.headers.too.large'
        : 'request.invalid';
  const status = errorStatus[code];
  const body = JSON.stringify(fail(code, { lang: undefined }));
  this.log.debug({ err: err.message, code }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  socket.destroy(err);
}

/**
 * What a closing app answers a new request while it drains the ones under way: 503
 * `system.draining` in the envelope, through the error handler (Fastify's own 503 is not the
 * envelope, and would answer below every hook). Fastify marks these answers `Connection: close`
 * itself. From the first moment of closing (preClose); registered after the security headers,
 * so the refusal carries them like any other answer.
 */
export function refuseWhileClosing(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_req, _reply, done) => {
    done(closing ? new AppError('system.draining') : undefined);
  });
}

const allMethods: HTTPMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function methodsFor(router: FindMyWay.Instance<FindMyWay.HTTPVersion.V1>, path: string, asked: string) {
  return allMethods.filter((m) => m !== asked && router.find(m, path) !== null);
}
