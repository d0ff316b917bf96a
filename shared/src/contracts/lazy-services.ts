/**
 * A catalogue (rpc.ts's answers, rpc-inputs.ts's inputs), one service at a time: a service's schemas are built the first time something looks at it.
 * Building every schema when the module loaded was ~50 ms of a slow phone's start-up (CPU 4x), before the page
 * could do anything, for a page that calls two or three services (issue 11).
 */
export function lazyServices<G extends Record<string, () => Record<string, unknown>>>(groups: G): { readonly [K in keyof G]: ReturnType<G[K]> } {
  const services = {};
  for (const [name, build] of Object.entries(groups)) {
    let built: Record<string, unknown> | undefined;
    Object.defineProperty(services, name, { enumerable: true, get: () => (built ??= build()) });
  }
  return services as { readonly [K in keyof G]: ReturnType<G[K]> };
}
