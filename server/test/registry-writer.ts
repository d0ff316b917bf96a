// A separate process that changes the registry `count` times (registry-db.integration.test.ts): each change
// appends a history entry and moves one remote's live version, as release tools on other machines would.
import { createDb } from '../src/db/create-db';
import { updateRegistry } from '../src/release/registry-db';

async function main(): Promise<void> {
  const [url, deployment, label, count] = process.argv.slice(2) as [string, string, string, string];
  const db = createDb(url);
  try {
    for (let i = 0; i < Number(count); i++) {
      await updateRegistry(db, deployment, (registry, history) => {
        const version = `1.0.${(history.booking?.length ?? 0) + 1}`;
        registry.remotes = [{ name: 'booking', version, entry: `/remotes/booking/${version}/remoteEntry.js`, sharedMajor: 1, routes: ['/doctor/:id'] }];
        history.booking = [...(history.booking ?? []), { version, action: 'release', by: `${label}-${i}`, at: new Date().toISOString() }];
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
