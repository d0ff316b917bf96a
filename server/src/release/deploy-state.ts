// What is live in DEPLOY_DIR (ADR 322): `remotes.json` holds the live shell, the live remote entries and the
// canaries. The server reads it whole through one file descriptor (a release renames a new file into place, so a
// read sees the old file or the new one, never a mix), keeps the parsed snapshot until the file changes, and
// answers each browser the registry it resolves to: its canary slot decides, per remote, live or canary.
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseRegistry, type Registry, type RemoteEntry } from '@musawo/shared/contracts';

interface Canary extends RemoteEntry {
  /** Share of browsers, 1-99, that load this version instead of the live one. */
  percent: number;
  since: string | undefined;
}

export interface DeployState {
  /** The live shell's version folder, or undefined for a deploy folder with the shell's files at deploy/shell/. */
  shell: { version: string; sharedMajor: number } | undefined;
  remotes: RemoteEntry[];
  canaries: Canary[];
}

export interface Snapshot {
  state: DeployState;
  modified: Date;
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The state in `json`, or a reason it is not one. Entries are checked with the browser's own schema. */
function parseDeployState(json: unknown): { ok: true; state: DeployState } | { ok: false; error: string } {
  if (typeof json !== 'object' || json === null) return { ok: false, error: 'not an object' };
  const raw = json as { remotes?: unknown; canaries?: unknown; shell?: unknown };
  const live = parseRegistry({ schemaVersion: 1, remotes: raw.remotes });
  if (!live.ok) return live;
  const rawCanaries = Array.isArray(raw.canaries) ? (raw.canaries as unknown[]) : [];
  const canaries = parseRegistry({ schemaVersion: 1, remotes: rawCanaries });
  if (!canaries.ok) return { ok: false, error: `canaries: ${canaries.error}` };
  const withShares = canaries.registry.remotes.map((c, i) => {
    const extra = rawCanaries[i] as { percent?: unknown; since?: unknown };
    return { ...c, percent: typeof extra.percent === 'number' ? extra.percent : 0, since: typeof extra.since === 'string' ? extra.since : undefined };
  });
  if (withShares.some((c) => !(c.percent >= 0 && c.percent <= 100))) return { ok: false, error: 'canaries: percent must be 0-100' };
  const shell = raw.shell as { version?: unknown; sharedMajor?: unknown } | undefined;
  if (shell !== undefined && !(typeof shell.version === 'string' && SEMVER.test(shell.version) && typeof shell.sharedMajor === 'number')) {
    return { ok: false, error: 'shell: needs a semver version and a sharedMajor' };
  }
  return {
    ok: true,
    state: { shell: shell === undefined ? undefined : { version: shell.version as string, sharedMajor: shell.sharedMajor as number }, remotes: live.registry.remotes, canaries: withShares },
  };
}

/** The slot (0-99) of a browser for one remote: stable per browser and remote, independent across remotes. */
export function canarySlot(browserId: string, remote: string): number {
  // FNV-1a: a spread, not a secret (the id is a random number the server handed out).
  let h = 0x811c9dc5;
  for (const ch of `${browserId}:${remote}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h % 100;
}

/** The registry one browser sees: per remote its canary when the browser's slot is within the canary's share. */
export function resolveRegistry(state: DeployState, browserId: string | undefined): Registry {
  const remotes = state.remotes.map((live) => {
    const canary = state.canaries.find((c) => c.name === live.name);
    if (canary === undefined || browserId === undefined || canarySlot(browserId, live.name) >= canary.percent) return live;
    const { percent: _percent, since: _since, ...entry } = canary;
    return entry;
  });
  return { schemaVersion: 1, remotes };
}

/**
 * The live state of one deploy folder, re-read when remotes.json changes (its inode, time or size). A file that
 * is not a valid state (hand-edited, half-written by a tool that does not rename) keeps the last good snapshot
 * and is looked at again on the next request; `onInvalid` is told why.
 */
export function createDeployState(root: string, onInvalid: (error: string) => void = () => undefined) {
  const file = join(root, 'remotes.json');
  let current: { key: string; snapshot: Snapshot } | undefined;

  async function read(): Promise<Snapshot | undefined> {
    let s;
    try {
      s = await stat(file);
    } catch {
      return undefined;
    }
    const key = `${s.ino}:${s.mtimeMs}:${s.size}`;
    if (current?.key === key) return current.snapshot;
    // One descriptor for the times and the bytes: both belong to the same file, whatever is renamed meanwhile.
    const fd = await open(file, 'r').catch(() => undefined);
    if (fd === undefined) return current?.snapshot;
    try {
      const [info, body] = await Promise.all([fd.stat(), fd.readFile()]);
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        onInvalid('remotes.json is not JSON');
        return current?.snapshot;
      }
      const parsed = parseDeployState(json);
      if (!parsed.ok) {
        onInvalid(`remotes.json is invalid: ${parsed.error}`);
        return current?.snapshot;
      }
      const snapshot = { state: parsed.state, modified: info.mtime };
      current = { key: `${info.ino}:${info.mtimeMs}:${info.size}`, snapshot };
      return snapshot;
    } finally {
      await fd.close();
    }
  }

  return {
    read,
    /** The folder the live shell is served from. */
    shellDir(state: DeployState | undefined): string {
      return state?.shell === undefined ? join(root, 'shell') : join(root, 'shell', state.shell.version);
    },
  };
}

export type DeployStateReader = ReturnType<typeof createDeployState>;
