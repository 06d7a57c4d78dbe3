import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';

const GIVEN = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * A request's id: the caller's `X-Request-Id` when it is a plausible id (a proxy's or a
 * client's, so one id follows the call through), else a fresh UUID. Echoed in the answer.
 */
export const requestIdOf = (req: { headers: IncomingHttpHeaders }): string => {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && GIVEN.test(given) ? given : randomUUID();
};
