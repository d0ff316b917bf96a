#!/usr/bin/env node
// npm run move-to-store -- [--from DIR] [--replace]: an existing deploy/ folder into the artifact store and its
// registry into the database (ADR 306). Idempotent: versions already in the store and a registry already in the
// database are left as they are.
import path from 'node:path';
import { existsSync } from 'node:fs';
import { APPS, openTarget, option, positionals, publishedVersions, readRegistry, root, run, UserError, verifyVersion } from './lib/deploy.mjs';

const HELP = `Move an existing deploy folder to where many machines can share it: every published version into the
artifact store (ARTIFACT_STORE), remotes.json and releases.json into the registry in the database (DATABASE_URL).

usage: npm run move-to-store -- [--from DIR] [--replace]

  --from      the deploy folder (default: $DEPLOY_DIR or ./deploy)
  --replace   take the folder's remotes.json even when the database has a registry already (its history is
              kept; the folder's entries it lacks are added)

Each version is checked against its manifest before it is copied (a damaged one stops the move, naming the file);
its files go first and its manifest last. With the default folder store nothing is copied: only the registry is
imported (the build and the server's start do that by themselves when the database has none).`;

run(async () => {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) return console.log(HELP);
  positionals(argv, ['--from']);
  const from = path.resolve(option(argv, '--from') ?? process.env.DEPLOY_DIR ?? path.join(root, 'deploy'));
  if (!existsSync(path.join(from, 'remotes.json'))) throw new UserError(`${from} has no remotes.json: not a deploy folder.`);
  // The source folder is read as files only (its own registry copy is remotes.json).
  const source = { dir: from };
  const target = await openTarget([]);
  let copied = 0;
  if (target.dir === undefined) {
    for (const name of APPS) {
      for (const version of await publishedVersions(source, name)) {
        await verifyVersion(source, name, version);
        const dir = name === 'shell' ? path.join(from, 'shell', version) : path.join(from, 'remotes', name, version);
        if ((await target.publish(dir)).published) copied++;
      }
    }
  } else if (path.resolve(target.dir) !== from) {
    throw new UserError(`ARTIFACT_STORE is the folder ${target.dir}: a folder store is its deploy folder, nothing to move. Point ARTIFACT_STORE at an object store (s3://<bucket>/<prefix>).`);
  }
  const imported = await target.importFolder(from, argv.includes('--replace'));
  const live = await readRegistry(target);
  console.log(`${copied} version(s) copied into ${target.deployment}; registry ${imported ? 'imported' : 'already in the database (left as it is)'}: ${live.remotes.length} live remote(s), shell ${live.shell?.version ?? 'none'}`);
});
