// The two histories the router runs on (ADR 014): the browser's, and one in memory for tests and the build's
// prerender. The browser's entries carry `{ usr, key, idx }` in `history.state` (the state a navigation
// carried, the entry's key, its position), so a page can tell whether Back stays inside the app
// (`remote-booking`'s use-go-back reads `idx`).
import { createPath, type Location, type NavigationType, type Path } from './path';

export interface Update {
  action: NavigationType;
  location: Location;
}

export interface History {
  readonly action: NavigationType;
  readonly location: Location;
  push(to: Path, state?: unknown): void;
  replace(to: Path, state?: unknown): void;
  go(delta: number): void;
  /** Calls `listener` after every change; returns the way to stop. */
  listen(listener: (update: Update) => void): () => void;
}

const createKey = (): string => Math.random().toString(36).slice(2, 10);

interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

export function createBrowserHistory(win: Window = window): History {
  const entry = (): EntryState => (win.history.state as EntryState | null) ?? {};
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();
  // The entry the page opened on gets a position, so every later one knows how deep it is.
  if (typeof entry().idx !== 'number') win.history.replaceState({ ...entry(), idx: 0 }, '');

  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const s = entry();
    return { pathname, search, hash, state: s.usr ?? null, key: s.key ?? 'default' };
  };
  const notify = () => {
    const update = { action, location: read() };
    for (const fn of listeners) fn(update);
  };
  win.addEventListener('popstate', () => {
    action = 'POP';
    notify();
  });

  return {
    get action() {
      return action;
    },
    get location() {
      return read();
    },
    push(to, state) {
      action = 'PUSH';
      const next: EntryState = { usr: state ?? null, key: createKey(), idx: (entry().idx ?? 0) + 1 };
      const url = createPath(to);
      try {
        win.history.pushState(next, '', url);
      } catch {
        // Too many entries or a state the browser cannot clone: a full page load still gets there.
        win.location.assign(url);
        return;
      }
      notify();
    },
    replace(to, state) {
      action = 'REPLACE';
      win.history.replaceState({ usr: state ?? null, key: createKey(), idx: entry().idx ?? 0 } satisfies EntryState, '', createPath(to));
      notify();
    },
    go(delta) {
      win.history.go(delta);
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}

export function createMemoryHistory(initialEntries: readonly string[] = ['/'], initialIndex?: number): History {
  const toLocation = (path: Path, state: unknown, key: string): Location => ({ ...path, state, key });
  const parse = (url: string): Path => {
    const u = new URL(url, 'http://memory');
    return { pathname: u.pathname, search: u.search, hash: u.hash };
  };
  const entries = (initialEntries.length === 0 ? ['/'] : initialEntries).map((e, i) => toLocation(parse(e), null, i === 0 ? 'default' : createKey()));
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<(update: Update) => void>();
  const current = (): Location => entries[index] as Location;
  const notify = () => {
    for (const fn of listeners) fn({ action, location: current() });
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return current();
    },
    push(to, state) {
      action = 'PUSH';
      index += 1;
      entries.splice(index, entries.length, toLocation(to, state ?? null, createKey()));
      notify();
    },
    replace(to, state) {
      action = 'REPLACE';
      entries[index] = toLocation(to, state ?? null, createKey());
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      action = 'POP';
      index = next;
      notify();
    },
    listen(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
  };
}
