// Server-rendered pages kept in memory (issue 44, ADR 335): bounded by count and by bytes, least recently used out
// first, each fresh for a while (a doctor's change shows within two freshness periods at worst: one for the page,
// one for the API's own answer cache). Keys carry every version that made the page, so a release, a rollback or a
// promotion needs no flush: the next request asks for another key. Only signed-out pages are ever put here.

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  freshMs: number;
  now: () => Date;
}

interface Entry<T> {
  value: T;
  bytes: number;
  at: number;
}

export function createPageCache<T>(opts: PageCacheOptions) {
  // A Map iterates in insertion order: re-inserting on a hit makes its first key the least recently used.
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (!e) return;
    bytes -= e.bytes;
    entries.delete(key);
  };

  return {
    /** The value kept for `key` while fresh; a stale one is dropped. */
    get(key: string): T | undefined {
      const e = entries.get(key);
      if (!e) return undefined;
      if (opts.now().getTime() - e.at >= opts.freshMs) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, e);
      return e.value;
    },
    set(key: string, value: T, size: number): void {
      drop(key);
      if (size > opts.maxBytes) return;
      entries.set(key, { value, bytes: size, at: opts.now().getTime() });
      bytes += size;
      for (const k of entries.keys()) {
        if (entries.size <= opts.maxEntries && bytes <= opts.maxBytes) break;
        drop(k);
      }
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
