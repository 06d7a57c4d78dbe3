import { z } from 'zod';

/** An endpoint that answers with Server-Sent Events instead of the envelope. */
export const eventStream = {
  produces: ['text/event-stream'],
  replies: { 200: z.string().describe('text/event-stream') },
} as const;
