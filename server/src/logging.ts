// Log options: structured JSON (pino), with every place a secret could appear redacted. URLs are logged
// without their token query parameter because /verify-email?token=... and /reset-password?token=... are
// requested by browsers as page loads.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import type { LogLevel } from './config';

const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'confirmPassword', 'token', 'refreshToken', 'resetPasswordToken', 'accessToken', 'otp', 'code', 'verificationCode', 'tokens', 'apiKey'];

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...SECRET_KEYS.map((k) => k),
  ...SECRET_KEYS.map((k) => `*.${k}`),
];

export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|code|otp)=)[^&#]*/gi, '$1[redacted]');
}

interface RawRequestLike {
  method?: string;
  url?: string;
  ip?: string;
  socket?: { remoteAddress?: string };
}

export function loggerOptions(level: LogLevel, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: RawRequestLike) => ({ method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip ?? req.socket?.remoteAddress }),
    },
    ...(stream === undefined ? {} : { stream }),
  };
}
