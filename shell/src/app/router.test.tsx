import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation, useNavigate } from '@musawo/shared/router';
import { PlatformProvider, theme } from '@musawo/shared/react';
import { createEventBus, createSessionStore } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage } from '@musawo/shared/testing';
import type { Registry } from '@musawo/shared/contracts';
import { AppRoutes, languageBasename, PageRouter } from './router';

jest.mock('../features/session/use-profile-sync', () => ({ useProfileSync: () => undefined }));

const registry: Registry = { schemaVersion: 1, remotes: [] };
function Boom(): never {
  throw new Error('The page fell over');
}
function renderAt(path: string) {
  const platform = { gateway: createFakeGateway(), session: createSessionStore(memoryStorage(), memoryStorage()), bus: createEventBus() };
  render(
    <PlatformProvider value={platform}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes registry={registry} registryError={null} routes={[{ path: '/boom', element: <Boom /> }, { path: '/ok', element: <h1>Fine</h1> }]} />
        </MemoryRouter>
      </ThemeProvider>
    </PlatformProvider>,
  );
}

describe('route table', () => {
  beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('serves the shell pages inside the layout', () => {
    renderAt('/ok');
    expect(screen.getByRole('heading', { name: 'Fine' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Musawo home' })).toBeInTheDocument();
  });
  it("shows 'Unexpected Application Error!' with 404 for a path no one serves", () => {
    renderAt('/nowhere');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404 Not Found');
  });
  it('shows the fallback with the error text when a page crashes, and keeps the navigation', () => {
    renderAt('/boom');
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('The page fell over');
    expect(screen.getByRole('link', { name: 'Musawo home' })).toBeInTheDocument();
  });
});

describe('the page router under the language prefix (issue 44, ADR 336)', () => {
  function Where() {
    const location = useLocation();
    const navigate = useNavigate();
    return (
      <>
        <p>path {location.pathname}</p>
        <Link to="/about">About</Link>
        <button type="button" onClick={() => navigate('/doctor/9?from=list')}>
          Next
        </button>
      </>
    );
  }
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/lg/doctor/7', '/lg'],
    ['/sw', '/sw'],
    ['/doctor/7', undefined],
    ['/lgx', undefined],
  ])('%s has the basename %s', (pathname, basename) => {
    expect(languageBasename(pathname)).toBe(basename);
  });

  it('routes on the path without the prefix, and its links and navigate() stay in the page’s language', async () => {
    window.history.replaceState(null, '', '/lg/doctor/7');
    render(
      <PageRouter>
        <Where />
      </PageRouter>,
    );
    expect(screen.getByText('path /doctor/7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/lg/about');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.pathname + window.location.search).toBe('/lg/doctor/9?from=list');
    expect(screen.getByText('path /doctor/9')).toBeInTheDocument();
  });

  it('in English there is no prefix', () => {
    window.history.replaceState(null, '', '/doctor/7');
    render(
      <PageRouter>
        <Where />
      </PageRouter>,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  });
});
