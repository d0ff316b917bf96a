import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { MemoryRouter } from '@musawo/shared/router';
import { createEventBus, createSessionStore, type KV } from '@musawo/shared/runtime';
import { PlatformProvider, RemoteRoot, theme } from '@musawo/shared/react';
import type { RemoteEntry } from '@musawo/shared/contracts';
import { RemoteArea } from './remote-area';
import { loadRemoteApp, refreshEntry, RemoteLoadError } from '../federation/remote-loader';
import { reportLoad } from '../federation/load-reports';

jest.mock('../federation/remote-loader', () => {
  const actual = jest.requireActual('../federation/remote-loader');
  return { ...actual, loadRemoteApp: jest.fn(), refreshEntry: jest.fn() };
});
jest.mock('../federation/load-reports', () => ({ reportLoad: jest.fn() }));
const load = loadRemoteApp as jest.MockedFunction<typeof loadRemoteApp>;
const refresh = refreshEntry as jest.MockedFunction<typeof refreshEntry>;
const reports = reportLoad as jest.MockedFunction<typeof reportLoad>;

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
  beforeEach(() => {
    load.mockReset();
    reports.mockReset();
    refresh.mockReset().mockImplementation(async (e) => e);
  });
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
    // The Retry asked for the registry again before loading.
    expect(refresh).toHaveBeenCalledWith(expect.objectContaining({ name: 'booking', version: '1.2.4' }), 1);
    expect(reports.mock.calls.map(([r]) => [r.phase, r.ok])).toEqual([['load', false], ['load', true]]);
    expect(reports.mock.calls[0]?.[0]).toMatchObject({ app: 'booking', version: '1.2.4', error: 'ScriptNetworkError' });
  });

  it('loads the version the registry names at Retry time (a rollback meanwhile)', async () => {
    load.mockRejectedValueOnce(new RemoteLoadError('timed out', 'booking', 'unavailable'));
    load.mockResolvedValueOnce({ App: () => <h1>Rolled back</h1> });
    refresh.mockImplementation(async (e) => ({ ...e, version: '1.2.0', entry: '/remotes/booking/1.2.0/remoteEntry.js' }));
    setup('1.2.9');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    await act(() => userEvent.click(retry));
    expect(await screen.findByRole('heading', { name: 'Rolled back' })).toBeInTheDocument();
    expect(load.mock.calls[1]?.[0]).toMatchObject({ version: '1.2.0' });
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
    expect(reports).toHaveBeenCalledWith({ app: 'booking', version: '1.2.6', phase: 'render', ok: false, error: 'boom' });
  });
});
