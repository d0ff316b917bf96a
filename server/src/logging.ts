// Log options: structured JSON (pino), with every place a secret could appear redacted. URLs are logged
// without their token query parameter because /verify-email?token=... and /reset-password?token=... are
// requested by browsers as page loads.
import { writeSync } from 'node:fs';
import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Bindings, ChildLoggerOptions, DestinationStream } from 'pino';
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
  // Most URLs (every POST /api/v1) have no query string: skip the regular expression for them.
  return url.includes('=') ? url.replace(/([?&](?:token|code|otp)=)[^&#]*/gi, '$1[redacted]') : url;
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

/**
 * One access line per request instead of Fastify's two ('incoming request' + 'request completed'): the
 * completion line carries the request too (method, URL with tokens redacted, address, via the `req`
 * serializer), so nothing is lost but half the work on every request. The line is written by a child of the
 * app's logger without the generic path redaction: it holds only serializer output (no body, no headers), and
 * that redaction cost ~10 µs a line, about an eighth of a cheap API call (ADR 300). Errors, 404s and stream
 * problems keep Fastify's own lines, redacted as before.
 */
export class OneLineRequestLog extends LogController {
  #access: FastifyBaseLogger | undefined;

  /** Call once the app's logger exists (app.log). */
  useLogger(root: FastifyBaseLogger): void {
    this.#access = root.child({}, { redact: { paths: [] } });
  }

  override incomingRequest(): void {
    // Logged once, on completion.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (this.#access === undefined) reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
    else this.#access.info({ [this.requestIdLogLabel]: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

type LogArgs = [unknown, ...unknown[]];

/**
 * `request.log` for one request, which becomes a real pino child (with the request id bound) only when
 * something logs through it. Fastify builds that child for every request, at a measurable cost (pino copies
 * options, rebuilds formatters and serializes the bindings through the redaction), yet only errors log through
 * it: the access line has its own logger (OneLineRequestLog). Lines are the same as a pino child's.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #child: FastifyBaseLogger | undefined;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  fatal(...args: LogArgs): void {
    (this.#real().fatal as (...a: LogArgs) => void)(...args);
  }

  error(...args: LogArgs): void {
    (this.#real().error as (...a: LogArgs) => void)(...args);
  }

  warn(...args: LogArgs): void {
    (this.#real().warn as (...a: LogArgs) => void)(...args);
  }

  info(...args: LogArgs): void {
    (this.#real().info as (...a: LogArgs) => void)(...args);
  }

  debug(...args: LogArgs): void {
    (this.#real().debug as (...a: LogArgs) => void)(...args);
  }

  trace(...args: LogArgs): void {
    (this.#real().trace as (...a: LogArgs) => void)(...args);
  }

  silent(): void {
    // pino's silent level method does nothing either.
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request (see LazyRequestLogger). */
export function lazyRequestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}

const EAGAIN_PAUSE = new Int32Array(new SharedArrayBuffer(4));

function writeAll(fd: number, data: Buffer): void {
  let offset = 0;
  while (offset < data.length) {
    try {
      offset += writeSync(fd, data, offset);
    } catch (err) {
      // A non-blocking pipe that is full (a slow log collector): wait a moment and retry, as pino's own
      // synchronous destination does, rather than drop lines.
      if ((err as NodeJS.ErrnoException).code !== 'EAGAIN') throw err;
      Atomics.wait(EAGAIN_PAUSE, 0, 0, 1);
    }
  }
}

/**
 * The server's log destination (stdout by default). pino's default writes each line with its own write(2),
 * a system call on every request for the access line (ADR 302). This keeps the lines logged during one turn
 * of the event loop and writes them together when the turn ends (setImmediate): under load one write carries
 * many lines, when idle each line still goes out at once. Nothing waits on a thread or a timer.
 *
 * The price: a process killed without running its exit handlers (SIGKILL, the OOM killer, a native crash)
 * loses the lines of its last turn. Normal exits, `process.exit`, uncaught exceptions and unhandled
 * rejections all run 'exit' handlers, and `flushOnExit` writes what is left there.
 */
export class BatchedLogDestination implements DestinationStream {
  readonly #fd: number;
  #pending: string[] = [];
  #scheduled = false;

  constructor(fd = 1) {
    this.#fd = fd;
  }

  write(line: string): void {
    this.#pending.push(line);
    if (!this.#scheduled) {
      this.#scheduled = true;
      setImmediate(this.#endOfTurn);
    }
  }

  readonly #endOfTurn = (): void => {
    this.#scheduled = false;
    this.flushSync();
  };

  /** Writes every pending line now. */
  flushSync(): void {
    if (this.#pending.length === 0) return;
    const text = this.#pending.length === 1 ? (this.#pending[0] ?? '') : this.#pending.join('');
    this.#pending = [];
    writeAll(this.#fd, Buffer.from(text));
  }

  /** Flushes on every way out that runs JavaScript (see the class comment); answers the destination. */
  flushOnExit(processLike: Pick<NodeJS.Process, 'on'> = process): this {
    processLike.on('exit', () => {
      try {
        this.flushSync();
      } catch {
        // stdout is gone (EPIPE): nothing left to write to.
      }
    });
    return this;
  }
}
