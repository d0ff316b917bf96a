import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Fastify from 'fastify';
import { pino } from 'pino';
import { createLogger, OneLineRequestLog, redactUrl } from './logging';

const parse = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

function capture() {
  const lines: string[] = [];
  return { lines, stream: { write: (s: string) => void lines.push(s) } };
}

describe('the asynchronous log destination', () => {
  it('writes every line, in order, with non-ASCII text intact', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'musawo-log-'));
    const file = join(dir, 'out.log');
    try {
      const dest = pino.destination({ dest: file, sync: false });
      const log = createLogger('info', dest);
      log.info('one');
      log.info({ patient: 'Ssebo Mukasa — 50,000 USh ✓' }, 'two');
      const closed = once(dest, 'close');
      dest.end();
      await closed;
      const lines = parse(readFileSync(file, 'utf8').trim().split('\n'));
      expect(lines.map((l) => l.msg)).toEqual(['one', 'two']);
      expect(lines[1]?.patient).toBe('Ssebo Mukasa — 50,000 USh ✓');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); }, 0);"],
    ['process.exit', 'process.exit(3);'],
    ['an unhandled rejection', "void Promise.reject(new Error('boom'));"],
  ])('does not lose the last line before %s', (_name, ending) => {
    // A real process, logging as main.ts does: the line is logged in the same turn that ends the process.
    const script = `import { asyncStdout, createLogger } from './src/logging.ts'; const log = createLogger('info', asyncStdout()); log.info('first'); log.fatal('the last line'); ${ending}`;
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: resolve(__dirname, '..'), encoding: 'utf8', timeout: 30_000 });
    expect(run.status).not.toBe(0);
    // Both lines, though not always in order: pino writes a fatal line (and what is pending at exit) synchronously,
    // which can overtake an asynchronous write still in flight. Each line carries its time.
    expect(parse(run.stdout.trim().split('\n')).map((l) => l.msg).sort()).toEqual(['first', 'the last line']);
  });
});

describe('the logger', () => {
  it('redacts secrets and contact details, wherever they sit one level down', () => {
    const { lines, stream } = capture();
    const log = createLogger('info', stream).child({ reqId: 'r-1' });
    log.error(
      { password: 'hunter22', body: { token: 'SECRET', emailOrPhone: 'someone@example.ug', verificationCode: '123456' }, user: { email: 'a@b.ug', phone: '+256700000001' }, headers: { authorization: 'Bearer X' } },
      'handler failed',
    );
    const text = lines.join('');
    for (const secret of ['hunter22', 'SECRET', 'someone@example.ug', '123456', 'a@b.ug', '+256700000001', 'Bearer X']) expect(text).not.toContain(secret);
    expect(parse(lines)[0]).toMatchObject({ reqId: 'r-1', msg: 'handler failed', password: '[redacted]', body: { token: '[redacted]' }, user: { email: '[redacted]', phone: '[redacted]' } });
  });

  it('logs at the configured level', () => {
    const { lines, stream } = capture();
    const log = createLogger('warn', stream);
    log.info('not at this level');
    log.warn('shown');
    expect(parse(lines).map((l) => l.msg)).toEqual(['shown']);
    createLogger('silent', stream).fatal('not even this');
    expect(lines).toHaveLength(1);
  });
});

describe('the request log', () => {
  async function appLogging() {
    const { lines, stream } = capture();
    const logger = createLogger('info', stream);
    const app = Fastify({ loggerInstance: logger, logController: new OneLineRequestLog(logger) });
    app.get('/page', () => 'ok');
    app.get('/broken', () => Promise.reject(new Error('boom')));
    await app.ready();
    return { app, lines };
  }

  it('writes one line per request, with the request (its URL without tokens), the status and the time', async () => {
    const { app, lines } = await appLogging();
    await app.inject({ method: 'GET', url: '/page?token=SECRET-TOKEN&x=1', headers: { authorization: 'Bearer SECRET-BEARER' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('SECRET');
    expect(parse(lines)[0]).toMatchObject({
      msg: 'request completed',
      reqId: expect.any(String),
      req: { method: 'GET', url: '/page?token=[redacted]&x=1', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
    await app.close();
  });

  it('logs a failing request through the redacting logger', async () => {
    const { app, lines } = await appLogging();
    await app.inject({ method: 'GET', url: '/broken' });
    const logged = parse(lines);
    expect(logged.some((l) => l.level === 50 && (l.err as { message?: string } | undefined)?.message === 'boom')).toBe(true);
    expect(logged.at(-1)).toMatchObject({ req: { url: '/broken' }, res: { statusCode: 500 } });
    await app.close();
  });
});

describe('redactUrl', () => {
  it('leaves a URL without a query untouched and still hides token, code and otp', () => {
    expect(redactUrl('/api/v1')).toBe('/api/v1');
    expect(redactUrl('/reset-password?token=abc&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/verify?Code=12&otp=9#top')).toBe('/verify?Code=[redacted]&otp=[redacted]#top');
  });
});
