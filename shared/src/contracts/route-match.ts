// Matching a registry route (static segments and `:param`s, e.g. `/doctor/:id`) against a whole path, the way
// react-router's `matchPath({ path, end: true })` does: case-insensitive, a trailing slash allowed, params
// decoded. It lives here, not in the router, because the server matches the same routes (preload hints) and
// contracts carry no React.

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The `:param`s of `pathname` when it matches `route` as a whole; undefined when it does not. */
export function matchRoute(route: string, pathname: string): Record<string, string> | undefined {
  const want = route.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (have.length !== want.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = decode(have[i] ?? '');
    if (segment.startsWith(':')) params[segment.slice(1)] = value;
    else if (value.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}
