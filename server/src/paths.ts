// Where the repository lives. Found by walking up from the working directory (not from the module's own URL:
// jest compiles to CommonJS, where `import.meta` does not exist), so `npm run -w @musawo/server ...` from the
// server folder and `npx jest` from the root resolve to the same place.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const ROOT_PACKAGE_NAME = 'musawo';

export function findRepoRoot(start: string = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  if (env.MUSAWO_ROOT) return resolve(env.MUSAWO_ROOT);
  let dir = resolve(start);
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(pkg, 'utf8'));
        if (typeof parsed === 'object' && parsed !== null && (parsed as { name?: unknown }).name === ROOT_PACKAGE_NAME) return dir;
      } catch {
        // An unreadable package.json on the way up is not ours; keep walking.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  // Outside the repository (e.g. a copied deploy folder): the working directory is the best guess.
  return resolve(start);
}

/** The server's version, as published in its package.json. */
export function readServerVersion(root: string): string {
  try {
    const parsed: unknown = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
    const version = (parsed as { version?: unknown }).version;
    return typeof version === 'string' ? version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}
