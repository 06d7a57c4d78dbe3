import { errorStatus, type ErrorCode } from '@lotto/contracts';

export type ErrorDetail = { path: string; code: string; message: string };

/** The one error type of the server: a translation-key code, its HTTP status from one map. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetail[] | undefined;
  constructor(code: ErrorCode, options: { message?: string; details?: ErrorDetail[]; cause?: unknown } = {}) {
    super(options.message ?? code, { cause: options.cause });
    this.code = code;
    this.status = errorStatus[code];
    this.details = options.details;
  }
}
