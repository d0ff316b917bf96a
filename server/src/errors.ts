// One error type for everything a client can get wrong or is not allowed to do. The gateway turns it into
// the error body of DESIGN §5; anything else that escapes a handler is a bug and answers 500.
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_REFRESH_TOKEN'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'UNKNOWN_ACTION'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UPSTREAM_FAILED'
  | 'INTERNAL'
  // Auth specifics the client may want to tell apart.
  | 'INVALID_OTP'
  | 'OTP_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'PHONE_NOT_VERIFIED'
  | 'WEAK_PASSWORD'
  | 'INVALID_TOKEN'
  | 'LINK_EXPIRED'
  | 'LINK_USED'
  | 'ALREADY_VERIFIED'
  | (string & {});

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    /** Seconds, for 429 answers. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badInput = (message: string, field?: string, code: ErrorCode = 'INVALID_INPUT') => new AppError(400, code, message, field);
export const notFound = (message: string, field?: string) => new AppError(404, 'NOT_FOUND', message, field);
export const conflict = (message: string, field?: string) => new AppError(409, 'CONFLICT', message, field);
export const forbidden = (message: string, field?: string) => new AppError(403, 'FORBIDDEN', message, field);
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
