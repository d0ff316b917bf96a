// The one way into react-router for the shell, every remote and shared/react (ADR 008). This module is the
// federation singleton, so the page has exactly one router (one context), and react-router is bundled inside it
// tree-shaken to these exports: shared as a library of its own it would ship whole (61 KB gzip on every route).
// Need another export? Add it here.
export {
  BrowserRouter,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
export type { Location, NavigateOptions, To } from 'react-router';
