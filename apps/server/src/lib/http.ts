import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { errorEnvelope, okEnvelope } from '@lotto/contracts';

export type App = FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** Response schemas of a route: its success value, and the error envelope for every failure. */
export const replies = <T extends z.ZodType>(value: T) => ({
  200: okEnvelope(value),
  '4xx': errorEnvelope,
  '5xx': errorEnvelope,
});

/**
 * Whether `If-None-Match` names this strong ETag: the weak comparison the header calls for
 * (`W/"x"` matches `"x"`), over a list of tags or `*`.
 */
export function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  for (const part of header.split(',')) {
    const tag = part.trim();
    if (tag === '*' || tag === etag || (tag.startsWith('W/') && tag.slice(2) === etag)) return true;
  }
  return false;
}
