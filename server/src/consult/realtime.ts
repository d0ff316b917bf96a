// The live side of consultation rooms (issue 33): what one server process publishes to a room reaches the sockets
// of that room in every process. Through Redis pub/sub when REDIS_URL is set (one channel per room, subscribed
// while this process has a socket in it); within this process otherwise. Envelopes carry ids and frames only:
// nothing here is logged.
import { Redis } from 'ioredis';
import type { ServerFrame } from '@musawo/shared/contracts';
import { createDiskFileStore, createMemoryFileStore, type FileStore } from './file-store';
import { createS3FileStore, type S3StoreConfig } from './s3-file-store';

interface RoomEnvelope {
  room: string;
  /** The user whose action it was (their own sockets skip call and presence frames); null for the server's own. */
  from: string | null;
  frame: ServerFrame;
}

type Listener = (envelope: RoomEnvelope) => void;

export interface ConsultRealtime {
  /** Sends a frame to every socket of the room, in every process. */
  publish(room: string, frame: ServerFrame, from: string | null): void;
  /** Hears the room's frames while this process has a socket in it. */
  subscribe(room: string, listener: Listener): () => void;
  files: FileStore;
  close(): Promise<void>;
}

interface Bus {
  publish(envelope: RoomEnvelope): void;
  listen(room: string): void;
  unlisten(room: string): void;
  close(): Promise<void>;
}

const CHANNEL = 'musawo:consult:';

function createRedisBus(url: string, deliver: Listener, onError: (err: unknown) => void): Bus {
  const options = { connectTimeout: 1_000, disconnectTimeout: 100, maxRetriesPerRequest: 1, retryStrategy: (times: number) => Math.min(times * 500, 5_000) };
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  let down = false;
  for (const conn of [pub, sub]) {
    conn.on('error', (err: unknown) => {
      if (!down) onError(err);
      down = true;
    });
    conn.on('ready', () => {
      down = false;
    });
  }
  sub.on('message', (_channel: string, text: string) => {
    try {
      deliver(JSON.parse(text) as RoomEnvelope);
    } catch {
      // Not ours: ignored.
    }
  });
  return {
    publish: (envelope) => void pub.publish(CHANNEL + envelope.room, JSON.stringify(envelope)).catch(onError),
    listen: (room) => void sub.subscribe(CHANNEL + room).catch(onError),
    unlisten: (room) => void sub.unsubscribe(CHANNEL + room).catch(onError),
    close: async () => {
      pub.disconnect();
      sub.disconnect();
    },
  };
}

function createLocalBus(deliver: Listener): Bus {
  return {
    // Asynchronous like Redis, so a publisher's own code never runs inside a listener.
    publish: (envelope) => queueMicrotask(() => deliver(envelope)),
    listen: () => undefined,
    unlisten: () => undefined,
    close: async () => undefined,
  };
}

export function createConsultRealtime(options: { redisUrl: string | undefined; filesDir: string | undefined; objectStore: S3StoreConfig | undefined; onBusError: (err: unknown) => void }): ConsultRealtime {
  const listeners = new Map<string, Set<Listener>>();
  const deliver: Listener = (envelope) => {
    for (const listener of listeners.get(envelope.room) ?? []) listener(envelope);
  };
  const bus = options.redisUrl === undefined ? createLocalBus(deliver) : createRedisBus(options.redisUrl, deliver, options.onBusError);
  return {
    publish: (room, frame, from) => bus.publish({ room, from, frame }),
    subscribe(room, listener) {
      let set = listeners.get(room);
      if (set === undefined) {
        set = new Set();
        listeners.set(room, set);
        bus.listen(room);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(room);
        if (current === undefined) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(room);
          bus.unlisten(room);
        }
      };
    },
    files: options.objectStore !== undefined ? createS3FileStore(options.objectStore) : options.filesDir === undefined ? createMemoryFileStore() : createDiskFileStore(options.filesDir),
    close: () => bus.close(),
  };
}
