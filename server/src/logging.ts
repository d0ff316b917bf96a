// The server's logger: pino, handed to Fastify as its `loggerInstance`, with every place a secret or a person's
// contact details could appear redacted. URLs are logged without their token query parameter because
// /verify-email?token=... and /reset-password?token=... are requested by browsers as page loads. `main.ts` writes
// through pino's asynchronous destination, which pino flushes on exit.
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { type DestinationStream, pino } from 'pino';
import type { LogLevel } from './config';

const SECRET_KEYS = ['password', 'currentPassword', 'newPassword', 'confirmPassword', 'token', 'refreshToken', 'resetPasswordToken', 'accessToken', 'otp', 'code', 'verificationCode', 'tokens', 'apiKey'];
const PERSONAL_KEYS = ['email', 'phone', 'emailOrPhone'];
// A consultation's content (issue 33): messages, notes, file names and a call's session descriptions and candidates.
const CONSULT_KEYS = ['text', 'notes', 'fileName', 'sdp', 'candidate'];

const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  ...[...SECRET_KEYS, ...PERSONAL_KEYS, ...CONSULT_KEYS].flatMap((k) => [k, `*.${k}`]),
];

export function redactUrl(url: string): string {
  // Most URLs (every POST /api/v1) have no query string: skip the regular expression for them.
  return url.includes('=') ? url.replace(/([?&](?:token|code|otp)=)[^&#]*/gi, '$1[redacted]') : url;
}

/** The logger at the configured level, to `destination` (stdout, synchronously, when none is given). */
export function createLogger(level: LogLevel, destination?: DestinationStream): FastifyBaseLogger {
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
        res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
      },
    },
    destination,
  );
}

/** stdout through pino's asynchronous destination (sonic-boom): lines are written in batches, and pino flushes them on exit. */
export const asyncStdout = (): DestinationStream => pino.destination({ dest: 1, sync: false });

/**
 * One access line per request instead of Fastify's two ('incoming request' + 'request completed'): the
 * completion line carries the request too (method, URL with tokens redacted, address, via the `req`
 * serializer), so nothing is lost but half the work on every request. It is written by a child of the
 * logger without the generic path redaction: it holds only serializer output (no body, no headers), and
 * that redaction cost ~10 µs a line, about an eighth of a cheap API call (ADR 300). Errors, 404s and stream
 * problems keep Fastify's own lines, redacted.
 */
export class OneLineRequestLog extends LogController {
  readonly #access: FastifyBaseLogger;

  constructor(logger: FastifyBaseLogger) {
    super();
    this.#access = logger.child({}, { redact: { paths: [] } });
  }

  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else this.#access.info({ [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
