#!/usr/bin/env node
// npm run promote -- <remote> [--deploy-dir DIR]
import { assertApp, openTarget, positionals, readRegistry, REMOTES, run, setLive, UserError, updateRegistry, verifyVersion } from './lib/deploy.mjs';

const HELP = `Make a remote's canary live for everyone (see npm run release -- <remote> --canary PERCENT).

usage: npm run promote -- <remote> [--deploy-dir DIR]

  <remote>      ${REMOTES.join(' | ')}
  --deploy-dir  a deploy folder (default: $ARTIFACT_STORE, else $DEPLOY_DIR or ./deploy); the registry is in DATABASE_URL's database

The canary's files are checked against its manifest first; to end a canary instead: npm run rollback -- <remote>.`;

run(async () => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  const [name, extra] = positionals(argv);
  if (extra) throw new UserError(`Promote one remote at a time (got '${name}' and '${extra}').`);
  assertApp(name, { shell: false });
  const target = await openTarget(argv);
  const canary = (await readRegistry(target)).canaries.find((c) => c.name === name);
  if (!canary) throw new UserError(`${name} has no canary to promote (start one with: npm run release -- ${name} --canary 10).`);
  const meta = await verifyVersion(target, name, canary.version);
  await updateRegistry(target, (registry, history) => {
    if (!registry.canaries.some((c) => c.name === name && c.version === meta.version)) throw new UserError(`The canary of ${name} changed meanwhile: look again with npm run remotes.`);
    setLive(registry, history, meta, 'promote');
  });
  console.log(`promoted ${name} ${meta.version}: live for everyone on their next page load`);
});
