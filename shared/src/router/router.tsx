// The product's router (ADR 014): the part of react-router's component API that the shell and the remotes use,
// with the same behaviour, in a few KB. Reached only through `@musawo/shared/router` (ADR 008), the federation
// singleton, so the page has one router context.
import {
  Children,
  createContext,
  forwardRef,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type CSSProperties,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createBrowserHistory, createMemoryHistory, type History, type Update } from './history';
import { createPath, joinPaths, matchPath, resolveTo, type Location, type NavigateOptions, type NavigationType, type To } from './path';

interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
  history: History;
}
const LocationContext = createContext<LocationContextValue | null>(null);

interface RouteContextValue {
  /** The params of every route matched so far, from the outermost down. */
  params: Record<string, string>;
  /** The part of the URL the routes above have matched: nested routes, descendant <Routes> and relative links start there. */
  pathnameBase: string;
  /** What <Outlet> renders: the matched child route's element. */
  outlet: ReactNode;
}
const RootRoute: RouteContextValue = { params: {}, pathnameBase: '/', outlet: null };
const RouteContext = createContext<RouteContextValue>(RootRoute);

function useLocationContext(hook: string): LocationContextValue {
  const value = useContext(LocationContext);
  if (value === null) throw new Error(`${hook} may be used only inside a <BrowserRouter> or <MemoryRouter>.`);
  return value;
}

function Router({ history, children }: { history: History; children?: ReactNode }) {
  const [update, setUpdate] = useState<Update>(() => ({ action: history.action, location: history.location }));
  // A navigation renders as a transition, as react-router's does: React keeps the current page on screen while the
  // next one suspends. (Preact, in production, renders it at once.)
  useLayoutEffect(() => history.listen((u) => startTransition(() => setUpdate(u))), [history]);
  const value = useMemo(() => ({ location: update.location, navigationType: update.action, history }), [update, history]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

export function BrowserRouter({ children }: { children?: ReactNode }) {
  const history = useRef<History | null>(null);
  history.current ??= createBrowserHistory();
  return <Router history={history.current}>{children}</Router>;
}

export function MemoryRouter({ initialEntries, initialIndex, children }: { initialEntries?: string[]; initialIndex?: number; children?: ReactNode }) {
  const history = useRef<History | null>(null);
  history.current ??= createMemoryHistory(initialEntries, initialIndex);
  return <Router history={history.current}>{children}</Router>;
}

export const useLocation = (): Location => useLocationContext('useLocation()').location;
export const useNavigationType = (): NavigationType => useLocationContext('useNavigationType()').navigationType;
export const useParams = <T extends Record<string, string | undefined> = Record<string, string | undefined>>(): T => useContext(RouteContext).params as T;

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

export function useNavigate(): NavigateFunction {
  const { history, location } = useLocationContext('useNavigate()');
  const { pathnameBase } = useContext(RouteContext);
  const pathname = location.pathname;
  return useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        history.go(to);
        return;
      }
      const path = resolveTo(to, pathnameBase, pathname);
      if (options.replace === true) history.replace(path, options.state);
      else history.push(path, options.state);
    }) as NavigateFunction,
    [history, pathnameBase, pathname],
  );
}

type SearchInit = URLSearchParams | Record<string, string> | string | [string, string][];

export function useSearchParams(): [URLSearchParams, (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(params)) : next;
      navigate(`?${new URLSearchParams(init).toString()}`, options);
    },
    [navigate, params],
  );
  return [params, setParams];
}

// ---- the route table -------------------------------------------------------------------------------------------

export interface RouteProps {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  children?: ReactNode;
}

/** Describes a route for the <Routes> around it; never rendered itself. */
export function Route(_props: RouteProps): ReactElement | null {
  throw new Error('<Route> may be used only as a child of <Routes> or of another <Route>.');
}

interface RouteConfig {
  path: string | undefined;
  index: boolean;
  caseSensitive: boolean;
  element: ReactNode;
  children: RouteConfig[];
}

function routesFrom(children: ReactNode): RouteConfig[] {
  const routes: RouteConfig[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFrom((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) throw new Error('Every child of <Routes> must be a <Route> or a fragment of them.');
    const props = child.props as RouteProps;
    routes.push({ path: props.path, index: props.index === true, caseSensitive: props.caseSensitive === true, element: props.element, children: routesFrom(props.children) });
  });
  return routes;
}

interface Branch {
  /** The routes from the outermost to the one that matches, with each one's full path. */
  chain: { route: RouteConfig; path: string }[];
  score: number;
}

/**
 * How specific a branch's path is, so that `/appointments/:id` is tried before `/appointments/*` and `*` last,
 * whatever their order: a point per segment, 10 more per static segment, 3 per `:param`, 1 for an empty one,
 * 2 more for an index route, 2 less for a trailing `*`. Equal scores keep the order they were written in.
 */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const s of segments) {
    if (s === '*') score -= 2;
    else if (s.startsWith(':')) score += 3;
    else if (s === '') score += 1;
    else score += 10;
  }
  return score;
}

function branchesOf(routes: RouteConfig[], parentPath = '', parents: Branch['chain'] = [], out: Branch[] = []): Branch[] {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPaths(parentPath, route.path);
    const chain = [...parents, { route, path }];
    branchesOf(route.children, path, chain, out);
    // A route without a path (a layout) matches only through its children.
    if (route.path !== undefined || route.index) out.push({ chain, score: scoreOf(path === '' ? '/' : path, route.index) });
  }
  return out;
}

/** The matched routes, outermost first, each with where its part of the URL ends; null when none matches. */
function matchBranches(branches: Branch[], pathname: string): { route: RouteConfig; pathnameBase: string; params: Record<string, string> }[] | null {
  const ranked = branches.map((b, i) => ({ b, i })).sort((x, y) => y.b.score - x.b.score || x.i - y.i);
  for (const { b } of ranked) {
    const last = b.chain[b.chain.length - 1];
    if (last === undefined) continue;
    const whole = matchPath({ path: last.path === '' ? '/' : last.path, caseSensitive: last.route.caseSensitive, end: true }, pathname);
    if (whole === null) continue;
    return b.chain.map(({ route, path }) => {
      const partial = route === last.route ? whole : matchPath({ path: path === '' ? '/' : path, end: false }, pathname);
      return { route, pathnameBase: partial?.pathnameBase ?? '/', params: whole.params };
    });
  }
  return null;
}

/** Renders the element of the route that matches the location, inside the elements of the routes around it. */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useLocationContext('<Routes>');
  const parent = useContext(RouteContext);
  // Descendant <Routes> (a remote's, inside the shell's `*` route) match what is left after the parent's part.
  const base = parent.pathnameBase;
  const rest = base === '/' ? location.pathname : location.pathname.slice(base.length) || '/';
  const matches = matchBranches(branchesOf(routesFrom(children)), rest);
  if (matches === null) return null;
  let outlet: ReactNode = null;
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const m = matches[i];
    if (m === undefined) continue;
    const value: RouteContextValue = { params: { ...parent.params, ...m.params }, pathnameBase: joinPaths(base, m.pathnameBase.slice(1)), outlet };
    outlet = <RouteContext.Provider value={value}>{m.route.element === undefined ? <Outlet /> : m.route.element}</RouteContext.Provider>;
  }
  return <>{outlet}</>;
}

/** Where a layout route renders the route matched below it. */
export function Outlet(): ReactElement | null {
  const { outlet } = useContext(RouteContext);
  return outlet === null || outlet === undefined ? null : <>{outlet}</>;
}

/** Navigates once rendered (a redirect in the route table). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }): null {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(target, { replace, state });
    // Once per target, as a redirect: not on every render of the page around it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, replace]);
  return null;
}

// ---- links -----------------------------------------------------------------------------------------------------

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

/** `mailto:`, `https://…`, `//host`: not a path of ours, so the browser follows it. */
const isExternal = (to: To): to is string => typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

function useLinkTarget(to: To) {
  const { location } = useLocationContext('<Link>');
  const { pathnameBase } = useContext(RouteContext);
  const path = isExternal(to) ? null : resolveTo(to, pathnameBase, location.pathname);
  return { location, path };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const { location, path } = useLinkTarget(to);
  const navigate = useNavigate();
  const href = path === null ? (to as string) : createPath(path);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (path === null || event.defaultPrevented || event.button !== 0 || (target !== undefined && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // A link to where we are replaces the entry, so pressing it twice does not need Back twice.
    navigate(href, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} ref={ref} />;
});

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Active only on this exact path, not below it. */
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/** A link that knows it points at the current page: class `active` and `aria-current="page"`. */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, end = false, caseSensitive = false, className, style, children, 'aria-current': current = 'page', ...rest }, ref) {
  const { location, path } = useLinkTarget(to);
  let isActive = false;
  if (path !== null) {
    const here = caseSensitive ? location.pathname : location.pathname.toLowerCase();
    const there = caseSensitive ? path.pathname : path.pathname.toLowerCase();
    const below = there.endsWith('/') ? there.length - 1 : there.length;
    isActive = here === there || (!end && here.startsWith(there) && here.charAt(below) === '/');
  }
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  const classes = typeof className === 'function' ? className(state) : [className, isActive ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Link {...rest} to={to} ref={ref} aria-current={isActive ? current : undefined} className={classes} style={typeof style === 'function' ? style(state) : style}>
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
