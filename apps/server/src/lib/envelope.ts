import { errorMessage, type ErrorCode } from '@lotto/contracts';
import type { ErrorDetail, ErrorFacts } from './errors.ts';

export const ok = <T>(value: T): { success: true; value: T } => ({ success: true, value });

export const fail = (
  code: ErrorCode,
  { lang, details, facts }: { lang: string | undefined; details?: ErrorDetail[]; facts?: ErrorFacts },
) => ({
  success: false as const,
  code,
  errorCode: code,
  message: errorMessage(code, lang),
  ...(details && details.length > 0 ? { details } : {}),
  ...(facts ? { value: facts } : {}),
});
