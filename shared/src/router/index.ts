// The one way into routing for the shell, every remote and shared/react (ADR 008). This module is the federation
// singleton, so the page has exactly one router (one context). The router is our own (ADR 014): the part of
// react-router's API the product uses, with its behaviour, in ~3 KB instead of react-router's ~16 KB gzip.
// Need another export? Add it here, with its test in router.test.tsx.
export { BrowserRouter, Link, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from './router';
export { matchPath } from './path';
export type { Location, NavigateOptions, To } from './path';
