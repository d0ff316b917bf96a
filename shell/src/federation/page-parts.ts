// The kit parts a page's first view shows (a route's `parts` in its remote's manifest, gathered by the shell's build;
// ADR 326), started by the entry (../index.ts) with the load event: on a cold 3G visit the calendar's round trip
// overlaps the shell's and the page's boot instead of starting when the page's code first runs, ~0.5 s later.
// Nothing here waits for the registry or the contracts: a remote released after this shell, with new parts, just
// starts them itself when its page loads, as every page does.
import { kitPartsFor, startKitParts } from '@musawo/shared/parts';

export function startPageParts(pathname: string, table: typeof __MUSAWO_KIT_PARTS__ = __MUSAWO_KIT_PARTS__): readonly string[] {
  const parts = kitPartsFor(table, pathname);
  startKitParts(parts);
  return parts;
}
