// Runs due jobs: from a poll loop (every few seconds, started with the app) and on a kick right after a
// commit that enqueued something, so a notification leaves at once instead of at the next tick. Work from
// other sources (the top-up poller) registers as a tick task and shares the loop.
import type { Db } from '../db/create-db';
import type { Background } from '../lib/background';
import type { Clock } from '../lib/time';
import { type ClaimedJob, claimDueJobs, finishJob, retryJob } from './jobs-repo';

type JobHandler = (job: ClaimedJob) => Promise<'done' | 'skipped'>;

export interface JobRunnerLog {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  /** Extra work done on every tick (e.g. polling pending top-ups). */
  onTick(name: string, task: () => Promise<void>): void;
  /** Runs what is due now, in the background (after a commit). */
  kick(): void;
  /** Runs what is due now and resolves when done (tests, CLIs). */
  runDue(): Promise<number>;
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

const MAX_ATTEMPTS = 6;
const LEASE_MS = 60_000;
const BATCH = 25;

export function createJobRunner(deps: { db: Db; now: Clock; background: Background; log: JobRunnerLog }): JobRunner {
  const handlers = new Map<string, JobHandler>();
  const tickTasks = new Map<string, () => Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;

  const runOne = async (job: ClaimedJob): Promise<void> => {
    const handler = handlers.get(job.kind);
    if (handler === undefined) {
      await finishJob(deps.db, job.id, 'FAILED', deps.now(), `no handler for ${job.kind}`);
      return;
    }
    try {
      const outcome = await handler(job);
      await finishJob(deps.db, job.id, outcome === 'done' ? 'DONE' : 'CANCELLED', deps.now());
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= MAX_ATTEMPTS) {
        deps.log.error({ err, job: job.id, kind: job.kind }, 'job failed for good');
        await finishJob(deps.db, job.id, 'FAILED', deps.now(), message);
      } else {
        deps.log.warn({ err, job: job.id, kind: job.kind, attempt: job.attempts }, 'job failed; will retry');
        // 30 s, 1 min, 2 min, ... : a flaky SMS gateway gets time to recover.
        await retryJob(deps.db, job.id, new Date(deps.now().getTime() + 30_000 * 2 ** (job.attempts - 1)), deps.now(), message);
      }
    }
  };

  const once = async (): Promise<number> => {
    let count = 0;
    for (const [name, task] of tickTasks) {
      try {
        await task();
      } catch (err) {
        deps.log.error({ err, task: name }, 'tick task failed');
      }
    }
    for (;;) {
      const jobs = await claimDueJobs(deps.db, deps.now(), BATCH, LEASE_MS);
      for (const job of jobs) await runOne(job);
      count += jobs.length;
      if (jobs.length < BATCH) break;
    }
    return count;
  };

  const runDue = async (): Promise<number> => {
    if (running !== undefined) {
      // One pass at a time per process; a kick during a pass asks for one more pass.
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      do {
        again = false;
        total += await once();
      } while (again && !stopped);
      return total;
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    onTick(name, task) {
      tickTasks.set(name, task);
    },
    kick() {
      if (stopped) return;
      deps.background.run('jobs', async () => {
        await runDue();
      });
    },
    runDue,
    start(intervalMs) {
      if (timer !== undefined || stopped) return;
      const tick = () => {
        runDue()
          .catch((err: unknown) => deps.log.error({ err }, 'job pass failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(tick, intervalMs).unref();
          });
      };
      timer = setTimeout(tick, 0).unref();
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (running !== undefined) await running.catch(() => 0);
    },
  };
}
