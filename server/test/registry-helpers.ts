// Tests set what is live as the release tools do: in the database's registry (ADR 306), then have the app look at
// once instead of waiting for its periodic look.
import type { App } from '../src/app';
import type { Db } from '../src/db/create-db';
import { importRegistry } from '../src/release/registry-db';

/** Replaces the live registry of the folder store `deployDir` and waits until `app` serves it. */
export async function setLiveRegistry(h: { app: App; db: Db }, deployDir: string, registry: object): Promise<void> {
  await importRegistry(h.db, `file:${deployDir}`, { registry: { schemaVersion: 1, remotes: [], ...registry } as never, history: {} }, { replace: true });
  await h.app.deployState.refresh();
}
