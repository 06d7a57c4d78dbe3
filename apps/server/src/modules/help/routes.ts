import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { App } from '../../lib/http.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Sessions } from '../identity/index.ts';
import { centreRoutes } from './centre-routes.ts';
import type { FeedbackReplied } from './feedback.ts';
import { replyToFeedback } from './feedback.ts';
import { feedbackRoutes } from './feedback-routes.ts';
import { verifyRoutes } from './verify-routes.ts';

export type HelpDeps = {
  db: Kysely<Database>;
  rate: RateLimiter;
  sessions: Sessions;
  /** Where members' feedback images are stored (under `feedback/`). */
  uploadsDir: string;
  /** Tells a member its feedback was answered (the inbox's platform message); none: the reply is only stored. */
  feedbackReplied?: FeedbackReplied | undefined;
};

/** What the app offers the back office: replying to feedback with the app's inbox. */
export type HelpOperator = {
  replyToFeedback: (
    q: Omit<Parameters<typeof replyToFeedback>[1], 'now'>,
  ) => ReturnType<typeof replyToFeedback>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    help: HelpOperator;
  }
}

/** The help module's routes: the help centre, the Verify Representative check and feedback. */
export function helpModule(app: App, deps: HelpDeps) {
  centreRoutes(app, deps);
  verifyRoutes(app, deps);
  feedbackRoutes(app, deps);
  const operator: HelpOperator = {
    replyToFeedback: (q) => replyToFeedback(deps, { ...q, now: Date.now() }),
  };
  app.decorate('help', operator);
}
