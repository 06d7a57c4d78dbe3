import { errorStatus, type ErrorCode } from '@lotto/contracts';

export type ErrorDetail = { path: string; code: string; message: string };
/** Facts a failure carries to the client (the envelope's `value`). */
export type ErrorFacts = {
  captcha?: boolean;
  retryAfterSeconds?: number;
  /** A wagering requirement still open: turnover required and done (decimal strings). */
  wagering?: { required: string; done: string };
};

/** The one error type of the server: a translation-key code, its HTTP status from one map. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  readonly facts: ErrorFacts | undefined;
  constructor(
    code: ErrorCode,
    options: { message?: string; details?: ErrorDetail[]; cause?: unknown } & ErrorFacts = {},
  ) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
    const facts: ErrorFacts = {};
    if (options.captcha !== undefined) facts.captcha = options.captcha;
    if (options.retryAfterSeconds !== undefined) facts.retryAfterSeconds = options.retryAfterSeconds;
    if (options.wagering !== undefined) facts.wagering = options.wagering;
    this.facts = Object.keys(facts).length > 0 ? facts : undefined;
  }
}
