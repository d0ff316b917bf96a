#!/usr/bin/env node
// npm run rollback -- <app> [<version>] [--deploy-dir DIR]
import { APPS, assertApp, liveVersion, openTarget, positionals, publishedVersions, readRegistry, readHistory, record, run, setLive, UserError, updateRegistry, verifyVersion } from './lib/deploy.mjs';

const HELP = `Roll one app back, in one step, to a version that is still published. While the app has a canary, this ends
the canary instead (everyone stays on the live version).

usage: npm run rollback -- <app> [<version>] [--deploy-dir DIR]

  <app>         ${APPS.join(' | ')}
  <version>     the version to make live (default: the one that was live before the current one)
  --deploy-dir  a deploy folder (default: $ARTIFACT_STORE, else $DEPLOY_DIR or ./deploy); the registry is in DATABASE_URL's database

Nothing is rebuilt or deleted. Every file of the version is checked against its manifest first: a damaged
version is refused (exit code 2), naming the file. Rolling forward again is another rollback (or a release).`;

/** The versions that went live for everyone, in order (releases, rollbacks, promotions; not canaries). */
const wentLive = (history, name) => (history[name] ?? []).filter((h) => !['canary', 'canary-end', 'canary-auto-end'].includes(h.action)).map((h) => h.version);

run(async () => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  const [name, wanted, extra] = positionals(argv);
  if (extra) throw new UserError(`Roll back one app at a time (got '${name}', '${wanted}' and '${extra}').`);
  assertApp(name);
  const target = await openTarget(argv);
  const canary = (await readRegistry(target)).canaries.find((c) => c.name === name);
  if (canary && wanted === undefined) {
    await updateRegistry(target, (registry, history) => {
      registry.canaries = registry.canaries.filter((c) => c.name !== name);
      record(history, name, { version: canary.version, action: 'canary-end' });
    });
    console.log(`ended the canary of ${name} ${canary.version}: everyone is on ${liveVersion(await readRegistry(target), name)}`);
    return;
  }
  const live = liveVersion(await readRegistry(target), name);
  const available = await publishedVersions(target, name);
  const version = wanted ?? [...wentLive(await readHistory(target), name)].reverse().find((v) => v !== live && available.includes(v));
  if (!version) throw new UserError(`${name} has no earlier version to roll back to (live: ${live ?? 'none'}; published: ${available.join(', ') || 'none'}).`);
  if (version === live && !canary) {
    console.log(`${name} ${version} is already live.`);
    return;
  }
  const meta = await verifyVersion(target, name, version);
  const before = await updateRegistry(target, (registry, history) => {
    const was = liveVersion(registry, name);
    setLive(registry, history, meta, 'rollback');
    return was;
  });
  console.log(`rolled ${name} back from ${before ?? 'none'} to ${version}`);
});
