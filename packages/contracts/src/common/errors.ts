/**
 * Every error code the API answers with, mapped once to its HTTP status.
 * The code doubles as the translation key shown to people.
 */
export const errorStatus = {
  request_body_required: 400,
  'request.invalid': 400,
  'request.body.malformed': 400,
  'function.not.available': 400,
  'login.not.session': 401,
  in_need_true_account: 403,
  'access.forbidden': 403,
  'route.not.found': 404,
  'merchant.not.found': 404,
  'method.not.allowed': 405,
  conflict: 409,
  'request.body.too.large': 413,
  'unsupported.media.type': 415,
  'too.many.requests': 429,
  'system.error': 500,
  'system.maintenance': 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;
