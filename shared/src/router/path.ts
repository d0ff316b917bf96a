// Paths and locations for the product's router (ADR 014): parsing, building and resolving `to` values, and
// matching a route pattern (`/doctor/:id`, `/articles/*`, `*`) against a pathname.

export interface Path {
  pathname: string;
  /** '' or '?…' */
  search: string;
  /** '' or '#…' */
  hash: string;
}

export interface Location extends Path {
  /** What the navigation carried (`navigate(to, { state })`); null when nothing was. */
  state: unknown;
  /** 'default' for the entry the page was opened on, a new random key for every navigation. */
  key: string;
}

export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

export function parsePath(path: string): Partial<Path> {
  const out: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    out.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    out.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest !== '') out.pathname = rest;
  return out;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  return pathname + search + hash;
}

const normalizeSearch = (s: string | undefined): string => (s === undefined || s === '' || s === '?' ? '' : s.startsWith('?') ? s : `?${s}`);
const normalizeHash = (h: string | undefined): string => (h === undefined || h === '' || h === '#' ? '' : h.startsWith('#') ? h : `#${h}`);

/** `/a/b` + `../c` = `/a/c`; `.` and empty segments are dropped. */
function resolvePathname(relative: string, from: string): string {
  const segments = from.split('/').filter(Boolean);
  for (const part of relative.split('/')) {
    if (part === '..') segments.pop();
    else if (part !== '.' && part !== '') segments.push(part);
  }
  return `/${segments.join('/')}`;
}

/**
 * Where `to` leads from a route whose matched part of the URL is `routeBase`, at `pathname`: an absolute path as
 * it is, a relative one from the route, and a search or hash alone (`?page=2`) on the current path.
 */
export function resolveTo(to: To, routeBase: string, pathname: string): Path {
  const parsed = typeof to === 'string' ? parsePath(to) : to;
  const target = parsed.pathname;
  return {
    pathname: target === undefined || target === '' ? pathname : target.startsWith('/') ? target : resolvePathname(target, routeBase),
    search: normalizeSearch(parsed.search),
    hash: normalizeHash(parsed.hash),
  };
}

export interface PathPattern {
  path: string;
  caseSensitive?: boolean;
  /** Whether the pattern must match the whole pathname (default) or only its start. */
  end?: boolean;
}

export interface PathMatch {
  params: Record<string, string>;
  /** The part of the pathname the pattern matched. */
  pathname: string;
  /** The same without what a trailing `*` matched: where routes nested below this one start. */
  pathnameBase: string;
  pattern: PathPattern;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a pattern of static segments, `:name` segments and an optional trailing `*` (the rest of the path,
 * as `params['*']`) against a pathname: case-insensitive unless asked, a trailing slash allowed, params decoded.
 */
export function matchPath(pattern: PathPattern | string, pathname: string): PathMatch | null {
  const p: PathPattern = typeof pattern === 'string' ? { path: pattern } : pattern;
  const splat = p.path === '*' || p.path.endsWith('/*');
  const want = (splat ? p.path.slice(0, -1) : p.path).split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const end = p.end ?? true;
  if (have.length < want.length || (end && !splat && have.length !== want.length)) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    const value = have[i] ?? '';
    if (segment.startsWith(':')) {
      params[segment.slice(1)] = decode(value);
    } else {
      const a = decode(value);
      if (p.caseSensitive === true ? a !== segment : a.toLowerCase() !== segment.toLowerCase()) return null;
    }
  }
  const base = `/${have.slice(0, want.length).join('/')}`;
  if (splat) {
    params['*'] = have.slice(want.length).map(decode).join('/');
    return { params, pathname: `/${have.join('/')}`, pathnameBase: base, pattern: p };
  }
  return { params, pathname: base, pathnameBase: base, pattern: p };
}

/** `/a` + `b` = `/a/b`; an absolute child path is taken as it is. */
export function joinPaths(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `/${[...parent.split('/'), ...child.split('/')].filter(Boolean).join('/')}`;
}
