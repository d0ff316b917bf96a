// Wakes a server when the registry changes (issue 46, ADR 306): Redis pub/sub when REDIS_URL is set, else
// PostgreSQL's LISTEN on the channel every change NOTIFYs at commit. SQLite has neither: one machine, and the
// periodic look at the revision (deploy-state.ts) is fast enough there. A lost connection is retried; meanwhile the
// periodic look still brings every change, only later.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { REGISTRY_CHANNEL, REGISTRY_REDIS_CHANNEL } from './registry-db';

export interface ListenerOptions {
  databaseUrl: string;
  redisUrl: string | undefined;
  deployment: string;
  onChange: () => void;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** Starts listening; answers how to stop. Nothing to listen to on SQLite without Redis. */
export function listenForRegistryChanges(options: ListenerOptions): () => Promise<void> {
  const mine = (payload: string | undefined) => {
    if (payload === options.deployment) options.onChange();
  };
  if (options.redisUrl !== undefined) {
    const sub = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
    sub.on('error', (err: Error) => options.log.warn({ err: err.message }, 'registry: Redis subscription lost; looking periodically meanwhile'));
    sub.on('message', (_channel: string, payload: string) => mine(payload));
    // Subscribing again after a reconnect is ioredis's own (autoResubscribe); a change missed meanwhile is seen by the periodic look.
    void sub.subscribe(REGISTRY_REDIS_CHANNEL).catch(() => undefined);
    return async () => {
      sub.disconnect();
    };
  }
  if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) return async () => undefined;
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = () => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: options.databaseUrl });
    client = c;
    const lost = (err?: Error) => {
      if (stopped || client !== c) return;
      client = undefined;
      options.log.warn({ err: err?.message }, 'registry: PostgreSQL LISTEN lost; looking periodically meanwhile');
      c.end().catch(() => undefined);
      retry = setTimeout(connect, 1_000);
      retry.unref();
    };
    c.on('notification', (n) => mine(n.payload));
    c.on('error', lost);
    c.on('end', () => lost());
    c.connect()
      .then(() => c.query(`LISTEN ${REGISTRY_CHANNEL}`))
      // What changed while this connection was being made is looked at once now.
      .then(() => options.onChange())
      .catch(lost);
  };
  connect();
  return async () => {
    stopped = true;
    if (retry !== undefined) clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
