import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@musawo/shared/router';
import { PlatformProvider, theme } from '@musawo/shared/react';
import { createEventBus, createSessionStore } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage } from '@musawo/shared/testing';
import type { Registry } from '@musawo/shared/contracts';
import { AppRoutes } from './router';

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
