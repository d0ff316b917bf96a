import { spawnSync } from 'node:child_process';
import { mkdtempSync, openSync, closeSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { BatchedLogDestination, LazyRequestLogger, lazyRequestLogger, loggerOptions, redactUrl } from './logging';

const nextTurn = () => new Promise((r) => setImmediate(r));

describe('the batched log destination', () => {
  let dir: string;
  let file: string;
  let fd: number;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'musawo-log-'));
    file = join(dir, 'out.log');
    fd = openSync(file, 'w');
  });
  afterEach(() => {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes the lines of one event-loop turn together when the turn ends, in order', async () => {
    const dest = new BatchedLogDestination(fd);
    dest.write('one\n');
    dest.write('two\n');
    expect(readFileSync(file, 'utf8')).toBe('');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\n');
    dest.write('three\n');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('one\ntwo\nthree\n');
  });

  it('writes what is pending on exit', () => {
    const handlers: (() => void)[] = [];
    const dest = new BatchedLogDestination(fd).flushOnExit({ on: (event: string, fn: () => void) => (event === 'exit' ? handlers.push(fn) : undefined) } as never);
    dest.write('last words\n');
    expect(handlers).toHaveLength(1);
    handlers[0]?.();
    expect(readFileSync(file, 'utf8')).toBe('last words\n');
  });

  it('keeps non-ASCII text intact', async () => {
    const dest = new BatchedLogDestination(fd);
    dest.write('Ssebo Mukasa — 50,000 USh ✓\n');
    await nextTurn();
    expect(readFileSync(file, 'utf8')).toBe('Ssebo Mukasa — 50,000 USh ✓\n');
  });

  it.each([
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); }, 0);"],
    ['process.exit', 'process.exit(3);'],
    ['an unhandled rejection', "void Promise.reject(new Error('boom'));"],
  ])('does not lose the last line before %s', (_name, ending) => {
    // A real process: the line is logged in the same turn that ends it, so only the exit handler can write it.
    const script = `import { BatchedLogDestination } from './src/logging.ts'; const d = new BatchedLogDestination(1).flushOnExit(); d.write('fatal: the last line\\n'); ${ending}`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: resolve(__dirname, '..'), encoding: 'utf8', timeout: 30_000 });
    expect(run.status).not.toBe(0);
    expect(run.stdout).toBe('fatal: the last line\n');
  });
});

describe('the lazy request logger', () => {
  const lines: string[] = [];
  const stream = { write: (s: string) => void lines.push(s) };
  const root: FastifyBaseLogger = Fastify({ logger: loggerOptions('info', stream) }).log;
  beforeEach(() => {
    lines.length = 0;
  });

  it('builds no pino child until something logs through it', () => {
    const child = jest.fn((bindings: object, options?: object) => root.child(bindings, options));
    const parent = { ...root, level: root.level, child } as unknown as FastifyBaseLogger;
    const log = lazyRequestLogger(parent, { reqId: 'r-1' }, {});
    expect(log.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
    log.error({ err: new Error('x') }, 'failed');
    log.warn('again');
    expect(child).toHaveBeenCalledTimes(1);
  });

  it('writes the same lines as a pino child, request id and redaction included', () => {
    const lazy = new LazyRequestLogger(root, { reqId: 'r-2' }, {});
    const eager = root.child({ reqId: 'r-2' }, {});
    for (const log of [lazy, eager]) {
      log.error({ password: 'hunter22', body: { token: 'SECRET' } }, 'handler failed');
      log.debug('not at this level');
    }
    expect(lines).toHaveLength(2);
    const [a, b] = lines.map((l) => {
      const { time: _time, ...rest } = JSON.parse(l) as Record<string, unknown>;
      return rest;
    });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ reqId: 'r-2', msg: 'handler failed', password: '[redacted]', body: { token: '[redacted]' } });
  });

  it('follows a level change made through it', () => {
    const log = new LazyRequestLogger(root, { reqId: 'r-3' }, {});
    log.level = 'debug';
    log.debug('now visible');
    expect(log.level).toBe('debug');
    expect(lines).toHaveLength(1);
    expect(root.level).toBe('info');
  });
});

describe('redactUrl', () => {
  it('leaves a URL without a query untouched and still hides token, code and otp', () => {
    expect(redactUrl('/api/v1')).toBe('/api/v1');
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/verify?Code=12&otp=9#top')).toBe('/verify?Code=[redacted]&otp=[redacted]#top');
  });
});
