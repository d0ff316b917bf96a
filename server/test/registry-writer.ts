// A separate process that changes the registry `count` times (registry-db.integration.test.ts), as release tools
// on other machines would: in turn a canary (a new version for a share of browsers), a promotion (the canary
// becomes live; with none left, a new version is released), a release (a new version live) and a rollback (back
// to the version live before the current one). Each change appends one history entry saying what it did, so the test can replay the history and find the registry.
import { createDb } from '../src/db/create-db';
import { type HistoryDoc, updateRegistry } from '../src/release/registry-db';

type HistoryEntry = HistoryDoc[string][number];

const entryOf = (version: string) => ({ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js`, sharedMajor: 1, routes: ['/doctor/:id'] });

async function main(): Promise<void> {
  const [url, deployment, label, count] = process.argv.slice(2) as [string, string, string, string];
  const db = createDb(url);
  try {
    for (let i = 0; i < Number(count); i++) {
      await updateRegistry(db, deployment, (registry, history) => {
        const past: HistoryEntry[] = history.booking ?? [];
        const next = `1.0.${past.filter((e) => e.action === 'release' || e.action === 'canary').length + 1}`;
        const live = registry.remotes.find((r) => r.name === 'booking')?.version;
        const canary = registry.canaries?.find((c) => c.name === 'booking');
        let entry: Pick<HistoryEntry, 'version' | 'action'>;
        const op = ['canary', 'promote', 'release', 'rollback'][i % 4];
        if (op === 'canary') entry = { version: next, action: 'canary' };
        else if (op === 'promote' && canary !== undefined) entry = { version: canary.version, action: 'promote' };
        else if (op === 'promote') entry = { version: next, action: 'release' };
        else if (op === 'rollback') {
          // The live versions in order, each rollback taking one back: the one before the current is the target.
          const lives: string[] = [];
          for (const e of past) {
            if (e.action === 'rollback') lives.pop();
            else if (e.action !== 'canary') lives.push(e.version);
          }
          const target = lives.at(-2);
          entry = target === undefined || live === undefined ? { version: next, action: 'release' } : { version: target, action: 'rollback' };
        } else entry = { version: next, action: 'release' };
        if (entry.action === 'canary') registry.canaries = [{ ...entryOf(entry.version), percent: 10, since: new Date().toISOString() }];
        else {
          registry.remotes = [entryOf(entry.version)];
          registry.canaries = [];
        }
        history.booking = [...past, { ...entry, by: `${label}-${i}`, at: new Date().toISOString() }];
      });
    }
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
