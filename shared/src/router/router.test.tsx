import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrowserRouter, Link, matchPath, MemoryRouter, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useNavigationType, useParams, useSearchParams } from '.';
import { createBrowserHistory } from './history';
import { resolveTo } from './path';

function Where() {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}${l.hash}|${useNavigationType()}|${JSON.stringify(l.state)}`}</output>;
}
const where = () => screen.getByTestId('where').textContent;

function Params() {
  return <p data-testid="params">{JSON.stringify(useParams())}</p>;
}

describe('matchPath', () => {
  it('matches static segments case-insensitively, a trailing slash allowed, the whole path by default', () => {
    expect(matchPath({ path: '/appointments', end: true }, '/Appointments/')?.pathname).toBe('/Appointments');
    expect(matchPath('/appointments', '/appointments/42')).toBeNull();
    expect(matchPath({ path: '/appointments', caseSensitive: true }, '/Appointments')).toBeNull();
  });

  it('decodes params, and gives a trailing * the rest of the path', () => {
    expect(matchPath('/doctor/:id', '/doctor/a%20b')?.params).toEqual({ id: 'a b' });
    const m = matchPath('/articles/*', '/articles/7/comments');
    expect(m).toMatchObject({ params: { '*': '7/comments' }, pathnameBase: '/articles', pathname: '/articles/7/comments' });
    expect(matchPath('*', '/anything/at/all')?.pathnameBase).toBe('/');
    expect(matchPath('/doctor/:id', '/doctor/%E0%A4%A')?.params.id).toBe('%E0%A4%A');
  });

  it('matches only the start with end: false, at a segment boundary', () => {
    expect(matchPath({ path: '/app', end: false }, '/app/x')?.pathnameBase).toBe('/app');
    expect(matchPath({ path: '/app', end: false }, '/appointments')).toBeNull();
  });
});

describe('resolveTo', () => {
  it('keeps absolute paths, resolves relative ones from the route, and puts a bare search on the current path', () => {
    expect(resolveTo('/a?x=1#h', '/r', '/here')).toEqual({ pathname: '/a', search: '?x=1', hash: '#h' });
    expect(resolveTo('../b', '/r/s', '/r/s/t')).toEqual({ pathname: '/r/b', search: '', hash: '' });
    expect(resolveTo('?page=2', '/', '/appointments')).toEqual({ pathname: '/appointments', search: '?page=2', hash: '' });
    expect(resolveTo('?', '/', '/appointments').search).toBe('');
  });
});

describe('Routes', () => {
  it('picks the most specific route whatever the order, and a layout route renders it in its outlet', () => {
    const table = (path: string) => (
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<p>fallback</p>} />
          <Route
            element={
              <section>
                layout <Outlet />
              </section>
            }
          >
            <Route path="/appointments/:id" element={<Params />} />
            <Route path="/appointments" element={<p>list</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    );
    const { unmount } = render(table('/appointments/42'));
    expect(screen.getByTestId('params').textContent).toBe('{"id":"42"}');
    expect(screen.getByText(/layout/)).toBeTruthy();
    unmount();
    const second = render(table('/appointments'));
    expect(screen.getByText('list')).toBeTruthy();
    second.unmount();
    render(table('/nowhere'));
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(screen.queryByText(/layout/)).toBeNull();
  });

  it('lets descendant <Routes> (a remote inside the shell) match under the parent route', () => {
    function Remote() {
      return (
        <Routes>
          <Route path="/doctor/:id" element={<Params />} />
        </Routes>
      );
    }
    render(
      <MemoryRouter initialEntries={['/doctor/7']}>
        <Routes>
          <Route path="/signin" element={<p>sign in</p>} />
          <Route path="*" element={<Remote />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('params').textContent).toBe('{"*":"doctor/7","id":"7"}');
  });

  it('renders nothing when no route matches, and refuses a child that is not a route', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/x']}>
        <Routes>
          <Route path="/y" element={<p>y</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <MemoryRouter>
          <Routes>
            <p>not a route</p>
          </Routes>
        </MemoryRouter>,
      ),
    ).toThrow(/must be a <Route>/);
    jest.restoreAllMocks();
  });

  it('throws a clear error for hooks outside a router', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Where />)).toThrow(/only inside a <BrowserRouter> or <MemoryRouter>/);
    jest.restoreAllMocks();
  });
});

describe('navigation', () => {
  function Buttons() {
    const navigate = useNavigate();
    return (
      <>
        <button type="button" onClick={() => navigate('/b?x=1', { state: { from: 'a' } })}>push</button>
        <button type="button" onClick={() => navigate('/c', { replace: true })}>replace</button>
        <button type="button" onClick={() => navigate(-1)}>back</button>
      </>
    );
  }

  it('pushes with state, replaces and goes back, reporting the kind of navigation', () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Buttons />
        <Where />
      </MemoryRouter>,
    );
    expect(where()).toBe('/a|POP|null');
    fireEvent.click(screen.getByText('push'));
    expect(where()).toBe('/b?x=1|PUSH|{"from":"a"}');
    fireEvent.click(screen.getByText('replace'));
    expect(where()).toBe('/c|REPLACE|null');
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/a|POP|null');
  });

  it('redirects with <Navigate>, replacing the entry', () => {
    render(
      <MemoryRouter initialEntries={['/start', '/app']}>
        <Routes>
          <Route path="/app" element={<Navigate to="/app-download" replace />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Buttons />
      </MemoryRouter>,
    );
    expect(where()).toBe('/app-download|REPLACE|null');
    fireEvent.click(screen.getByText('back'));
    expect(where()).toBe('/start|POP|null');
  });

  it('sets search params on the current path, from a value or from the current ones', () => {
    function Pager() {
      const [params, setParams] = useSearchParams();
      return (
        <>
          <p data-testid="page">{params.get('page') ?? '1'}</p>
          <button type="button" onClick={() => setParams({ page: '2' })}>two</button>
          <button type="button" onClick={() => setParams((p) => { p.set('topup', '1'); return p; }, { replace: true })}>topup</button>
          <button type="button" onClick={() => setParams({})}>clear</button>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/appointments?tab=x']}>
        <Pager />
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByText('two'));
    expect(where()).toBe('/appointments?page=2|PUSH|null');
    expect(screen.getByTestId('page').textContent).toBe('2');
    fireEvent.click(screen.getByText('topup'));
    expect(where()).toBe('/appointments?page=2&topup=1|REPLACE|null');
    fireEvent.click(screen.getByText('clear'));
    expect(where()).toBe('/appointments|PUSH|null');
  });
});

describe('links', () => {
  it('navigates on a plain click, leaves modified clicks and other targets to the browser, and links outside as they are', () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Link to="/help?q=1">help</Link>
        <Link to="/terms" target="_blank">terms</Link>
        <Link to="mailto:care@musawo.ug">mail</Link>
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByText('help').getAttribute('href')).toBe('/help?q=1');
    expect(screen.getByText('mail').getAttribute('href')).toBe('mailto:care@musawo.ug');
    expect(fireEvent.click(screen.getByText('help'), { ctrlKey: true })).toBe(true);
    expect(where()).toBe('/|POP|null');
    expect(fireEvent.click(screen.getByText('terms'))).toBe(true);
    expect(where()).toBe('/|POP|null');
    expect(fireEvent.click(screen.getByText('help'))).toBe(false);
    expect(where()).toBe('/help?q=1|PUSH|null');
    // A link to where we already are replaces the entry.
    fireEvent.click(screen.getByText('help'));
    expect(where()).toBe('/help?q=1|REPLACE|null');
  });

  it('marks the link to the current page active, below it too unless `end`', () => {
    render(
      <MemoryRouter initialEntries={['/appointments/42']}>
        <NavLink to="/" end>
          home
        </NavLink>
        <NavLink to="/appointments" className="item">
          appointments
        </NavLink>
        <NavLink to="/appointments" end>
          exact
        </NavLink>
      </MemoryRouter>,
    );
    expect(screen.getByText('home').getAttribute('aria-current')).toBeNull();
    const item = screen.getByText('appointments');
    expect(item.getAttribute('aria-current')).toBe('page');
    expect(item.className).toBe('item active');
    expect(screen.getByText('exact').getAttribute('aria-current')).toBeNull();
  });
});

describe('the browser history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/start'));

  it('numbers entries from the one the page opened on, keeps state in usr, and follows Back', async () => {
    const history = createBrowserHistory(window);
    expect(window.history.state).toEqual({ idx: 0 });
    expect(history.location).toMatchObject({ pathname: '/start', key: 'default', state: null });
    const seen: string[] = [];
    history.listen((u) => seen.push(`${u.action} ${u.location.pathname}`));
    history.push({ pathname: '/doctor/1', search: '', hash: '' }, { bookingIntent: 1 });
    expect(window.history.state).toMatchObject({ usr: { bookingIntent: 1 }, idx: 1 });
    expect(history.location.state).toEqual({ bookingIntent: 1 });
    history.replace({ pathname: '/doctor/2', search: '?a=1', hash: '' });
    expect(window.history.state).toMatchObject({ usr: null, idx: 1 });
    expect(window.location.pathname + window.location.search).toBe('/doctor/2?a=1');
    await new Promise<void>((resolve) => {
      window.addEventListener('popstate', () => resolve(), { once: true });
      history.go(-1);
    });
    expect(seen).toEqual(['PUSH /doctor/1', 'REPLACE /doctor/2', 'POP /start']);
  });

  it('renders the location through <BrowserRouter>', () => {
    render(
      <BrowserRouter>
        <Link to="/specialties">go</Link>
        <Where />
      </BrowserRouter>,
    );
    expect(where()).toBe('/start|POP|null');
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(where()).toBe('/specialties|PUSH|null');
    expect(window.location.pathname).toBe('/specialties');
  });
});
