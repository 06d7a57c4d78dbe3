import { errorMessage, type ErrorCode } from '@lotto/contracts';
import type { ErrorDetail } from './errors.ts';

export const ok = <T>(value: T): { success: true; value: T } => ({ success: true, value });

export const fail = (code: ErrorCode, lang: string | undefined, details?: ErrorDetail[]) => ({
  success: false as const,
  code,
  errorCode: code,
  message: errorMessage(code, lang),
  ...(details && details.length > 0 ? { details } : {}),
});
