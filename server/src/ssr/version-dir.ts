// What the server runs from a version folder (issue 44, ADR 335). The folder itself comes from this machine's copy
// of the artifact store (release/artifact-cache.ts, ADR 306), checked against the version's manifest.

/** A version's server renderer (built by its release, ADR 335), relative to its version folder. */
export const RENDERER_FILE = 'ssr/render.cjs';

/** Whether a path inside a version folder is server-only (never sent to browsers). */
export const isServerOnly = (relative: string): boolean => /^ssr(\/|$)/.test(relative);
