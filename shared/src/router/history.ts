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

/** What both histories share: the last kind of navigation, and telling the listeners after each change. */
abstract class ListenedHistory implements History {
  private lastAction: NavigationType = 'POP';
  private readonly listeners = new Set<(update: Update) => void>();

  get action(): NavigationType {
    return this.lastAction;
  }

  abstract get location(): Location;
  abstract push(to: Path, state?: unknown): void;
  abstract replace(to: Path, state?: unknown): void;
  abstract go(delta: number): void;

  listen(listener: (update: Update) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected changed(action: NavigationType): void {
    this.lastAction = action;
    const update = { action, location: this.location };
    for (const fn of this.listeners) fn(update);
  }
}

class BrowserHistory extends ListenedHistory {
  private readonly win: Window;

  constructor(win: Window) {
    super();
    this.win = win;
    // The entry the page opened on gets a position, so every later one knows how deep it is.
    if (typeof this.entry().idx !== 'number') win.history.replaceState({ ...this.entry(), idx: 0 }, '');
    win.addEventListener('popstate', () => this.changed('POP'));
  }

  private entry(): EntryState {
    return (this.win.history.state as EntryState | null) ?? {};
  }

  get location(): Location {
    const { pathname, search, hash } = this.win.location;
    const s = this.entry();
    return { pathname, search, hash, state: s.usr ?? null, key: s.key ?? 'default' };
  }

  push(to: Path, state?: unknown): void {
    const next: EntryState = { usr: state ?? null, key: createKey(), idx: (this.entry().idx ?? 0) + 1 };
    const url = createPath(to);
    try {
      this.win.history.pushState(next, '', url);
    } catch {
      // Too many entries or a state the browser cannot clone: a full page load still gets there.
      this.win.location.assign(url);
      return;
    }
    this.changed('PUSH');
  }

  replace(to: Path, state?: unknown): void {
    this.win.history.replaceState({ usr: state ?? null, key: createKey(), idx: this.entry().idx ?? 0 } satisfies EntryState, '', createPath(to));
    this.changed('REPLACE');
  }

  go(delta: number): void {
    this.win.history.go(delta);
  }
}

class MemoryHistory extends ListenedHistory {
  private readonly entries: Location[];
  private index: number;

  constructor(initialEntries: readonly string[], initialIndex: number | undefined) {
    super();
    const urls = initialEntries.length === 0 ? ['/'] : initialEntries;
    this.entries = urls.map((url, i) => {
      const u = new URL(url, 'http://memory');
      return { pathname: u.pathname, search: u.search, hash: u.hash, state: null, key: i === 0 ? 'default' : createKey() };
    });
    this.index = Math.min(Math.max(initialIndex ?? urls.length - 1, 0), urls.length - 1);
  }

  get location(): Location {
    return this.entries[this.index] as Location;
  }

  push(to: Path, state?: unknown): void {
    this.index += 1;
    this.entries.splice(this.index, this.entries.length, { ...to, state: state ?? null, key: createKey() });
    this.changed('PUSH');
  }

  replace(to: Path, state?: unknown): void {
    this.entries[this.index] = { ...to, state: state ?? null, key: createKey() };
    this.changed('REPLACE');
  }

  go(delta: number): void {
    const next = Math.min(Math.max(this.index + delta, 0), this.entries.length - 1);
    if (next === this.index) return;
    this.index = next;
    this.changed('POP');
  }
}

export const createBrowserHistory = (win: Window = window): History => new BrowserHistory(win);

export const createMemoryHistory = (initialEntries: readonly string[] = ['/'], initialIndex?: number): History => new MemoryHistory(initialEntries, initialIndex);
