// The server's one write to deploy/: the canary guard ending a canary. Same protocol as the release tools
// (scripts/lib/deploy.mjs `updateRegistry`): deploy/.registry.lock held with proper-lockfile while remotes.json
// and releases.json are read and rewritten, each through a temporary file and a rename.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

type Json = Record<string, unknown>;

const LOCK_OPTIONS = { stale: 10_000, retries: { retries: 200, factor: 1.2, minTimeout: 20, maxTimeout: 250, randomize: true }, realpath: false };

const readJson = (p: string): Json => (existsSync(p) ? (JSON.parse(readFileSync(p, 'utf8')) as Json) : {});

function writeJsonAtomic(p: string, value: unknown): void {
  const tmp = `${p}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(value, null, 2)}\n`);
  renameSync(tmp, p);
}

/** Runs `change` on the registry and the history under the deploy folder's lock, then writes both. */
export async function updateRegistryFile<T>(dir: string, change: (registry: Json, history: Record<string, unknown[]>) => T): Promise<T> {
  const release = await lockfile.lock(dir, { ...LOCK_OPTIONS, lockfilePath: join(dir, '.registry.lock') });
  try {
    const registry = readJson(join(dir, 'remotes.json'));
    const history = readJson(join(dir, 'releases.json')) as Record<string, unknown[]>;
    const answer = change(registry, history);
    writeJsonAtomic(join(dir, 'remotes.json'), registry);
    writeJsonAtomic(join(dir, 'releases.json'), history);
    return answer;
  } finally {
    await release();
  }
}
