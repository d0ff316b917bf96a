// Issue 28: browsers' load reports reach the database (scrubbed, limited), `healthSince` counts them per version,
// and the guard ends a canary whose failure rate is worse than the live version's by more than the margin.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEngines } from '../../test/engines';
import { checkCanaries } from './canary-guard';
import { createArtifacts } from './artifact-cache';
import { createArtifactStore } from './artifact-store';
import { createDeployState } from './deploy-state';
import { importRegistry, readHistory, readRegistry } from './registry-db';
import { healthSince } from './remote-reports-repo';

const deploy = mkdtempSync(join(tmpdir(), 'musawo-guard-'));
afterAll(() => rmSync(deploy, { recursive: true, force: true }));

const entry = (version: string) => ({ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js?v=abcdef123456`, sharedMajor: 1, routes: ['/doctor/:id'] });
const report = (version: string, ok: boolean, phase: 'load' | 'render' = 'load') => ({ app: 'booking', version, phase, ok, ...(ok ? {} : { error: 'ScriptNetworkError: https://musawo.ug/remotes/booking/x.js?token=secret failed for 256772123456' }) });

describeEngines('remote load reports and the canary guard', (h) => {
  const warnings: unknown[] = [];
  const log = { warn: (obj: unknown) => warnings.push(obj) } as never;
  const deployment = `file:${deploy}`;
  const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined } as never;
  // The guard reads what is live as the server does; the versions' folders are not needed to judge them.
  const artifacts = { ...createArtifacts(createArtifactStore({ kind: 'file', dir: deploy }), { cacheDir: deploy, log: quiet }), localVersionDir: async () => deploy };
  const guard = () =>
    checkCanaries({
      db: h().db, deployment, exportDir: deploy, redisUrl: undefined, rule: { margin: 0.05, minLoads: 20 }, now: h().clock, log,
      read: createDeployState({ db: h().db, deployment, artifacts, log: quiet, pollMs: 1_000 }).read,
    });
  const setRegistry = (registry: object) => importRegistry(h().db, deployment, { registry: registry as never, history: {} }, { replace: true });
  const since = () => new Date(h().clock().getTime() - 60 * 60 * 1000);
  const send = async (reports: object[]) => {
    const res = await h().call('system', 'reportRemoteLoads', { reports });
    expect(res.status).toBe(200);
  };

  it('stores loads and failures without personal data, and counts them per version', async () => {
    await send([report('1.0.0', true), report('1.0.0', false), report('1.0.0', false, 'render')]);
    const rows = await h().db.selectFrom('remote_reports').selectAll().where('ok', '=', 0).execute();
    expect(rows.map((r) => r.error)).toEqual(['ScriptNetworkError: https://musawo.ug/remotes/booking/x.js failed for #', 'ScriptNetworkError: https://musawo.ug/remotes/booking/x.js failed for #']);
    expect(await healthSince(h().db, since())).toEqual([{ app: 'booking', version: '1.0.0', loads: 2, failures: 2 }]);
  });

  it('refuses malformed and oversized reports, and limits each address', async () => {
    expect((await h().call('system', 'reportRemoteLoads', { reports: [{ ...report('1.0.0', true), app: '../Not a remote' }] })).status).toBe(400);
    expect((await h().call('system', 'reportRemoteLoads', { reports: Array.from({ length: 21 }, () => report('1.0.0', true)) })).status).toBe(400);
    expect((await h().call('system', 'reportRemoteLoads', { reports: [{ ...report('1.0.0', false), error: 'x'.repeat(501) }] })).status).toBe(400);
    const ip = '10.9.9.9';
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await h().call('system', 'reportRemoteLoads', { reports: [report('0.0.1', true)] }, { ip })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('ends a canary that fails more than the live version by the margin, once it has enough loads, and logs it', async () => {
    await setRegistry({ schemaVersion: 1, remotes: [entry('1.0.0')], canaries: [{ ...entry('1.1.0'), percent: 10 }] });
    // Live: 100 more loads, 2 failures in all (the first test's ones). Canary: 10 loads, 5 failures: too few to judge.
    for (let i = 0; i < 5; i++) await send(Array.from({ length: 20 }, () => report('1.0.0', true)));
    await send([...Array.from({ length: 5 }, () => report('1.1.0', true)), ...Array.from({ length: 5 }, () => report('1.1.0', false))]);
    expect(await guard()).toEqual([]);
    expect((await readRegistry(h().db, deployment))?.registry.canaries).toHaveLength(1);
    // 20 loads, 5 failures (25%) against the live version's ~2%: ended.
    await send(Array.from({ length: 10 }, () => report('1.1.0', true)));
    const ended = await guard();
    expect(ended).toEqual([expect.objectContaining({ app: 'booking', version: '1.1.0', loads: 20, canaryRate: 0.25 })]);
    const registry = (await readRegistry(h().db, deployment))?.registry;
    expect(registry?.canaries).toEqual([]);
    expect(registry?.remotes).toEqual([entry('1.0.0')]);
    const history = await readHistory(h().db, deployment);
    expect(history.booking?.at(-1)).toMatchObject({ version: '1.1.0', action: 'canary-auto-end', reason: expect.stringContaining('25.0% over 20 loads') });
    expect(warnings).toEqual([expect.objectContaining({ event: 'canary-ended', app: 'booking', version: '1.1.0' })]);
    // The folder store keeps remotes.json and releases.json as a copy for people to read.
    expect(JSON.parse(readFileSync(join(deploy, 'remotes.json'), 'utf8')).canaries).toBeUndefined();
    expect(JSON.parse(readFileSync(join(deploy, 'releases.json'), 'utf8')).booking.at(-1)).toMatchObject({ action: 'canary-auto-end' });
  });

  it('leaves a canary that does as well as the live version', async () => {
    await setRegistry({ schemaVersion: 1, remotes: [entry('1.0.0')], canaries: [{ ...entry('1.2.0'), percent: 10 }] });
    await send(Array.from({ length: 20 }, () => report('1.2.0', true)));
    expect(await guard()).toEqual([]);
    expect((await readRegistry(h().db, deployment))?.registry.canaries).toHaveLength(1);
  });
});
