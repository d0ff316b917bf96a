// Where a published version's files are, in one place (issue 44, ADR 335): the renderer, and anything else the
// server reads from a version folder, is found through this, so moving the folders (issue 46: versions in an object
// store) changes one function.
import { join } from 'node:path';

/** The folder of `name`'s published `version` under the deploy root. */
export function versionDir(root: string, name: string, version: string): string {
  return join(root, 'remotes', name, version);
}

/** A version's server renderer (built by its release, ADR 335), relative to its version folder. */
export const RENDERER_FILE = 'ssr/render.cjs';

/** Whether a path inside a version folder is server-only (never sent to browsers). */
export const isServerOnly = (relative: string): boolean => /^ssr(\/|$)/.test(relative);
