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
