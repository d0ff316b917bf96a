// The one way into routing for the shell, every remote and shared/react (ADR 015): React Router (react-router-dom
// 7), as one federation singleton. The shell provides this module, so a page has one router (one context), and it
// carries only the part of React Router the product uses: provided whole, react-router-dom would put its data
// routers, server rendering and cookie code (~30 KB gzip) into every first visit. Need another export? Add it here.
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
  useMatch,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router-dom';
export type { Location, NavigateOptions, To } from 'react-router-dom';
