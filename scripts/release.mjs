#!/usr/bin/env node
// npm run release -- <app> [--version X.Y.Z] [--canary PERCENT] [--from DIR] [--deploy-dir DIR]
import path from 'node:path';
import { rmSync } from 'node:fs';
import {
  APPS, assertApp, assertLayout, checkAgainstLive, deployDir, entryFor, option, positionals, publish, readJson, readRegistry, RELEASE_FILE, record, run,
  setLive, stageBuild, stageFrom, stagingDir, UserError, updateRegistry, verifyVersion,
} from './lib/deploy.mjs';

const HELP = `Release one app: build it alone (or take a build made elsewhere), publish it as an immutable version, and
make it live (or live for a share of browsers). No other app is built or touched.

usage: npm run release -- <app> [--version X.Y.Z] [--canary PERCENT] [--from DIR] [--deploy-dir DIR]

  <app>          ${APPS.join(' | ')}
  --version      the version to publish (default: the app's package.json version)
  --canary       serve the new version to about PERCENT % of browsers (1-99, sticky per browser); the rest stay
                 on the live version. End it with: npm run promote -- <app> (everyone) or npm run rollback -- <app>
  --from         publish this build folder (it carries its musawo-release.json) instead of building from source
  --deploy-dir   where deploy/ is (default: $DEPLOY_DIR or ./deploy)

Refused (exit code 2): a version already published with other content, a remote without ./App, a route another
live remote serves, a remote built for a shared-contract major the live shell does not provide.`;

/** Publishes (or finds published) and activates one app. Answers the metadata of the version made live. */
export async function release(name, { version, dir, canary, from }) {
  assertApp(name, { shell: canary === undefined });
  assertLayout(dir);
  let staged;
  if (from !== undefined) staged = stageFrom(dir, from);
  else {
    staged = stagingDir(dir, name);
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
    checkAgainstLive(readRegistry(dir), built);
    meta = publish(dir, staged).meta;
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
  verifyVersion(dir, name, meta.version);
  await updateRegistry(dir, (registry, history) => {
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
    const dir = deployDir(argv);
    assertApp(name, { shell: canary === undefined });
    const meta = await release(name, { version: option(argv, '--version'), dir, canary, from: option(argv, '--from') });
    const live = readRegistry(dir);
    if (canary !== undefined) console.log(`released ${name} ${meta.version} as a canary for ~${canary}% of browsers (live for the rest: ${live.remotes.find((r) => r.name === name)?.version})`);
    else console.log(`released ${name} ${meta.version}: live for everyone on their next page load`);
  });
}
