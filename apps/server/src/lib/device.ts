import type { FastifyRequest } from 'fastify';

/** Header the site sends with a random id it keeps on the device (a promotion limited per device). */
export const DEVICE_HEADER = 'x-device-id';
const SHAPE = /^[A-Za-z0-9_-]{8,64}$/;

/** The request's device id, or '' when it sent none (or not one of ours). */
export function deviceOf(req: FastifyRequest): string {
  const v = req.headers[DEVICE_HEADER];
  return typeof v === 'string' && SHAPE.test(v) ? v : '';
}
