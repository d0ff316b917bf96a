// Ends a failing canary without waiting for a person (issue 28, ADR 322): every check, each canary's failure rate
// over the last hour is compared with its live version's; once the canary has `minLoads` loads and its rate
// exceeds the live one's by more than `margin`, it is taken out of remotes.json (every browser is back on the live
// version at its next page load), the event is written to the release history and logged. Every process on every
// machine may check: the registry's database lock (registry-db.ts) makes the first one end it, the others find it gone.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/create-db';
import type { DeployState } from './deploy-state';
import { deleteRemoteReportsBefore, healthSince, type VersionHealth } from './remote-reports-repo';
import { type CanaryDoc, updateRegistry } from './registry-db';

const HOUR_MS = 60 * 60 * 1000;
const KEEP_REPORTS_MS = 7 * 24 * HOUR_MS;

export interface CanaryVerdict {
  app: string;
  version: string;
  canaryRate: number;
  liveRate: number;
  loads: number;
}

const rate = (h: VersionHealth | undefined) => (h === undefined || h.loads === 0 ? 0 : h.failures / h.loads);

/** The canaries that must end, from each version's health. */
function failingCanaries(state: DeployState, health: readonly VersionHealth[], rule: { margin: number; minLoads: number }): CanaryVerdict[] {
  const find = (app: string, version: string) => health.find((h) => h.app === app && h.version === version);
  return state.canaries.flatMap((c) => {
    const canary = find(c.name, c.version);
    const liveVersion = state.remotes.find((r) => r.name === c.name)?.version;
    const live = liveVersion === undefined ? undefined : find(c.name, liveVersion);
    if (canary === undefined || canary.loads < rule.minLoads) return [];
    const canaryRate = rate(canary);
    const liveRate = rate(live);
    return canaryRate > liveRate + rule.margin ? [{ app: c.name, version: c.version, canaryRate, liveRate, loads: canary.loads }] : [];
  });
}

export interface CanaryGuardDeps {
  db: Db;
  /** The registry's key (the artifact store's address). */
  deployment: string;
  /** The folder store's folder, where remotes.json and releases.json are written for people to read. */
  exportDir: string | undefined;
  redisUrl: string | undefined;
  rule: { margin: number; minLoads: number };
  now: () => Date;
  log: FastifyBaseLogger;
  read: () => Promise<{ state: DeployState } | undefined>;
}

/** One check: ends the failing canaries and forgets reports older than a week. Answers the canaries it ended. */
export async function checkCanaries(deps: CanaryGuardDeps): Promise<CanaryVerdict[]> {
  const now = deps.now();
  await deleteRemoteReportsBefore(deps.db, new Date(now.getTime() - KEEP_REPORTS_MS));
  const snapshot = await deps.read();
  if (snapshot === undefined || snapshot.state.canaries.length === 0) return [];
  const failing = failingCanaries(snapshot.state, await healthSince(deps.db, new Date(now.getTime() - HOUR_MS)), deps.rule);
  const ended: CanaryVerdict[] = [];
  for (const verdict of failing) {
    const options = { ...(deps.exportDir === undefined ? {} : { exportDir: deps.exportDir }), ...(deps.redisUrl === undefined ? {} : { redisUrl: deps.redisUrl }), now: deps.now };
    const done = await updateRegistry(deps.db, deps.deployment, (registry, history) => {
      const canaries: CanaryDoc[] = registry.canaries ?? [];
      if (!canaries.some((c) => c.name === verdict.app && c.version === verdict.version)) return false;
      registry.canaries = canaries.filter((c) => c.name !== verdict.app);
      const reason = `failure rate ${(verdict.canaryRate * 100).toFixed(1)}% over ${verdict.loads} loads vs ${(verdict.liveRate * 100).toFixed(1)}% live (margin ${(deps.rule.margin * 100).toFixed(1)} points)`;
      history[verdict.app] = [...(history[verdict.app] ?? []), { version: verdict.version, action: 'canary-auto-end', reason, at: now.toISOString() }];
      return true;
    }, options);
    if (!done) continue;
    ended.push(verdict);
    deps.log.warn({ event: 'canary-ended', ...verdict, margin: deps.rule.margin }, `canary ${verdict.app} ${verdict.version} ended automatically: its failure rate exceeds the live version's`);
  }
  return ended;
}

/** Runs the check on the job runner's tick (processes with workers on), at most every `rule.everyMs` (30 s by default). */
export function registerCanaryGuard(jobs: { onTick(name: string, task: () => Promise<void>): void }, deps: CanaryGuardDeps & { rule: { everyMs: number } }): void {
  let last = 0;
  jobs.onTick('canary-guard', async () => {
    const at = deps.now().getTime();
    if (at - last < deps.rule.everyMs) return;
    last = at;
    await checkCanaries(deps);
  });
}
