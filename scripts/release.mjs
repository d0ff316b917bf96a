#!/usr/bin/env node
// npm run release -- <app> [--version X.Y.Z] [--canary PERCENT] [--from DIR] [--deploy-dir DIR]
import path from 'node:path';
import { rmSync } from 'node:fs';
import {
  APPS, assertApp, assertLayout, checkAgainstLive, entryFor, openTarget, option, positionals, publish, readJson, readRegistry, RELEASE_FILE, record, run,
  setLive, stageBuild, stageFrom, stagingDir, stagingRoot, UserError, updateRegistry, verifyVersion,
} from './lib/deploy.mjs';

const HELP = `Release one app: build it alone (or take a build made elsewhere), publish it as an immutable version, and
make it live (or live for a share of browsers). No other app is built or touched.

usage: npm run release -- <app> [--version X.Y.Z] [--canary PERCENT] [--from DIR] [--deploy-dir DIR]

  <app>          ${APPS.join(' | ')}
  --version      the version to publish (default: the app's package.json version)
  --canary       serve the new version to about PERCENT % of browsers (1-99, sticky per browser); the rest stay
                 on the live version. End it with: npm run promote -- <app> (everyone) or npm run rollback -- <app>
  --from         publish this build folder (it carries its musawo-release.json) instead of building from source
  --deploy-dir   a deploy folder to publish to (default: $ARTIFACT_STORE, else $DEPLOY_DIR or ./deploy)

The version goes to the artifact store (ARTIFACT_STORE: file:deploy by default, or s3://<bucket>/<prefix>) and is
made live in the registry in the database (DATABASE_URL; the embedded SQLite file by default), for every server.

Refused (exit code 2): a version already published with other content, a remote without ./App, a route another
live remote serves, a remote built for a shared-contract major the live shell does not provide.`;

/** Publishes (or finds published) and activates one app. Answers the metadata of the version made live. */
export async function release(name, { version, target, canary, from }) {
  assertApp(name, { shell: canary === undefined });
  assertLayout(target);
  let staged;
  if (from !== undefined) staged = stageFrom(target, from);
  else {
    staged = stagingDir(stagingRoot(target), name);
    try {
      stageBuild(name, staged, version);
    } catch (err) {
      rmSync(staged, { recursive: true, force: true });
      throw err;
    }
  }
  let meta;
  try {
    if (from !== undefined && version !== undefined) throw new UserError('--version does not apply to --from: the build carries its version.');
    const built = readJson(path.join(staged, RELEASE_FILE));
    if (built.name !== name) throw new UserError(`The build in ${from} is ${built.name}, not ${name}.`);
    // Checked before anything is published (and again under the lock, against what is live then).
    checkAgainstLive(await readRegistry(target), built);
    meta = (await publish(target, staged)).meta;
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  // The registry changes only once the version is whole in the store.
  await verifyVersion(target, name, meta.version);
  await updateRegistry(target, (registry, history) => {
    checkAgainstLive(registry, meta);
    if (canary === undefined) return setLive(registry, history, meta, 'release');
    const live = registry.remotes.find((r) => r.name === name);
    if (!live) throw new UserError(`${name} has no live version yet: a canary needs one to compare with. Release it without --canary.`);
    if (live.version === meta.version) throw new UserError(`${name} ${meta.version} is already live for everyone.`);
    registry.canaries = [...registry.canaries.filter((c) => c.name !== name), { ...entryFor(meta), percent: canary, since: new Date().toISOString() }];
    record(history, name, { version: meta.version, action: 'canary', percent: canary });
    return undefined;
  });
  return meta;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  run(async () => {
    const argv = process.argv.slice(2);
    if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
    const [name, extra] = positionals(argv, ['--version', '--canary', '--from']);
    if (extra) throw new UserError(`Release one app at a time (got '${name}' and '${extra}').`);
    const pct = option(argv, '--canary');
    const canary = pct === undefined ? undefined : Number(pct);
    if (canary !== undefined && !(Number.isInteger(canary) && canary >= 1 && canary <= 99)) throw new UserError(`--canary takes a whole percentage from 1 to 99 (got '${pct}').`);
    assertApp(name, { shell: canary === undefined });
    const target = await openTarget(argv);
    const meta = await release(name, { version: option(argv, '--version'), target, canary, from: option(argv, '--from') });
    const live = await readRegistry(target);
    if (canary !== undefined) console.log(`released ${name} ${meta.version} as a canary for ~${canary}% of browsers (live for the rest: ${live.remotes.find((r) => r.name === name)?.version})`);
    else console.log(`released ${name} ${meta.version}: live for everyone on their next page load`);
  });
}
