import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@musawo/shared/router';
import { createEventBus, createSessionStore, type KV } from '@musawo/shared/runtime';
import { PlatformProvider, RemoteRoot, theme } from '@musawo/shared/react';
import type { RemoteEntry } from '@musawo/shared/contracts';
import { RemoteArea } from './remote-area';
import { loadRemoteApp, RemoteLoadError } from '../federation/remote-loader';

jest.mock('../federation/remote-loader', () => {
  const actual = jest.requireActual('../federation/remote-loader');
  return { ...actual, loadRemoteApp: jest.fn() };
});
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;

const mem: KV = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const base: RemoteEntry = { name: 'booking', version: '1.2.3', entry: '/remotes/booking/1.2.3/remoteEntry.js', sharedMajor: 1, routes: ['/doctor/:id'] };

// The shell caches one lazy component per remote version, so each test uses its own version.
function setup(version: string) {
  const entry = { ...base, version };
  const bus = createEventBus();
  const failures: string[] = [];
  bus.subscribe('remote:load-failed', (p) => failures.push(p.remote));
  const platform = { bus, session: createSessionStore(mem, mem), gateway: { call: jest.fn() } };
  render(
    <PlatformProvider value={platform}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <RemoteArea entry={entry} />
        </MemoryRouter>
      </ThemeProvider>
    </PlatformProvider>,
  );
  return { failures };
}

describe('RemoteArea', () => {
  beforeEach(() => load.mockReset());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  it('mounts the remote and records the version it announced on the bus', async () => {
    load.mockResolvedValue({ App: () => <RemoteRoot name="booking" version="1.2.3"><h1>Book Appointment</h1></RemoteRoot> });
    setup('1.2.3');
    expect(await screen.findByRole('heading', { name: 'Book Appointment' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-area="booking"]')).toHaveAttribute('data-remote-mounted', '1.2.3'));
  });

  it("does not render the page again when the frame records the remote's version", async () => {
    let renders = 0;
    function Page() {
      renders++;
      return <h1>Book Appointment</h1>;
    }
    load.mockResolvedValue({ App: () => <RemoteRoot name="booking" version="1.2.7"><Page /></RemoteRoot> });
    setup('1.2.7');
    expect(await screen.findByRole('heading', { name: 'Book Appointment' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-area="booking"]')).toHaveAttribute('data-remote-mounted', '1.2.7'));
    expect(renders).toBe(1);
  });

  it('shows the fallback when the remote cannot load, tells the bus, and Retry loads it again', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('ScriptNetworkError', 'booking', 'unavailable'));
    load.mockResolvedValueOnce({ App: () => <h1>Book Appointment</h1> });
    const { failures } = setup('1.2.4');
    expect(await screen.findByRole('heading', { name: 'This part of Musawo is not available right now' })).toBeInTheDocument();
    expect(failures).toEqual(['booking']);
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Book Appointment' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('explains an incompatible remote differently', async () => {
    load.mockRejectedValue(new RemoteLoadError('built for v2', 'booking', 'incompatible'));
    setup('1.2.5');
    expect(await screen.findByText(/We are updating this part of Musawo/)).toBeInTheDocument();
  });

  it('contains a remote that crashes while rendering', async () => {
    load.mockResolvedValue({ App: () => { throw new Error('boom'); } });
    setup('1.2.6');
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
  });
});
