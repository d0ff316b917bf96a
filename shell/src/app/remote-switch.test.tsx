import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@musawo/shared/router';
import { PlatformProvider, theme } from '@musawo/shared/react';
import { createEventBus, createSessionStore } from '@musawo/shared/runtime';
import { createFakeGateway, memoryStorage } from '@musawo/shared/testing';
import type { Registry } from '@musawo/shared/contracts';
import { registerRegistry } from '../federation/remote-loader';
import { RemoteSwitch } from './remote-switch';

jest.mock('../federation/remote-loader', () => ({ registerRegistry: jest.fn(), loadRemoteApp: jest.fn(), refreshEntry: jest.fn(), RemoteLoadError: class extends Error {} }));

const registry: Registry = { schemaVersion: 1, remotes: [] };

function renderSwitch(loadRegistry: () => Promise<Registry>) {
  const platform = { gateway: createFakeGateway(), session: createSessionStore(memoryStorage(), memoryStorage()), bus: createEventBus() };
  render(
    <PlatformProvider value={platform}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/nowhere']}>
          <RemoteSwitch registry={null} registryError={new Error('Could not reach Musawo.')} loadRegistry={loadRegistry} />
        </MemoryRouter>
      </ThemeProvider>
    </PlatformProvider>,
  );
}

test('Retry on the registry message asks for the registry again in place and opens the page when it comes', async () => {
  const loadRegistry = jest.fn<Promise<Registry>, []>().mockRejectedValueOnce(new Error('still down')).mockResolvedValueOnce(registry);
  renderSwitch(loadRegistry);
  expect(screen.getByTestId('remote-fallback')).toBeInTheDocument();

  // The fault is still there: the message stays, and Retry can be pressed again.
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  await waitFor(() => expect(loadRegistry).toHaveBeenCalledTimes(1));
  expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  expect(registerRegistry).not.toHaveBeenCalled();

  // The fault is gone: the registry is registered and the page for the path is shown (here nobody serves it: 404).
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('error-status')).toHaveTextContent('404 Not Found');
  expect(registerRegistry).toHaveBeenCalledWith(registry);
  expect(screen.queryByTestId('remote-fallback')).not.toBeInTheDocument();
});
