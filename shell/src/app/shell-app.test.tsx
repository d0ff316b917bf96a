import { act, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@musawo/shared/query';
import { MemoryRouter } from '@musawo/shared/router';
import type { Registry } from '@musawo/shared/contracts';
import { RemoteRoot, type PaintedKind } from '@musawo/shared/react';
import { createEventBus, createSessionStore } from '@musawo/shared/runtime';
import { memoryStorage, sessionFor, testPatient } from '@musawo/shared/testing';
import { ShellApp } from './shell-app';
import { loadRemoteApp } from '../federation/remote-loader';

jest.mock('../federation/remote-loader', () => {
  const actual = jest.requireActual('../federation/remote-loader');
  return { ...actual, loadRemoteApp: jest.fn() };
});

/** A remote page with a heading and a field whose state the page shows. */
function HomePage() {
  const [where, setWhere] = useState('');
  return (
    <RemoteRoot name="discovery" version="1.0.0">
      <h1>Care that Comes to you</h1>
      <label htmlFor="where">Location</label>
      <input id="where" value={where} onChange={(e) => setWhere(e.target.value)} />
      <p>{where ? `looking up ${where}` : 'nothing typed'}</p>
    </RemoteRoot>
  );
}
(loadRemoteApp as jest.Mock).mockResolvedValue({ App: HomePage });

const registry: Registry = {
  schemaVersion: 1,
  remotes: [{ name: 'discovery', version: '1.0.0', entry: '/remotes/discovery/1.0.0/remoteEntry.js', sharedMajor: 1, routes: ['/', '/specialties'] }],
};

/** The app as the build paints it (signed out, nothing fetched) and as the browser starts it (signed in). */
function app(path: string, painted: PaintedKind | null, signedIn: boolean) {
  const storage = memoryStorage();
  const session = createSessionStore(storage, memoryStorage());
  if (signedIn) session.set(sessionFor(testPatient));
  const platform = { bus: createEventBus(), session, gateway: { call: () => new Promise<never>(() => undefined) } };
  const Router = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return <ShellApp platform={platform} queryClient={new QueryClient()} Router={Router} registry={registry} registryError={null} painted={painted} />;
}

/**
 * The build's painting. The footer is a lazy part (laterPart): the first static render starts its chunk, the second,
 * once it is in, paints it (the build's prerender waits for it the same way).
 */
async function paint(element: ReactElement): Promise<string> {
  renderToString(element);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return renderToString(element);
}

async function hydrate(path: string, painted: PaintedKind, before?: (container: HTMLElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = await paint(app(path, painted, false));
  document.body.append(container);
  before?.(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, app(path, painted, true), { onRecoverableError: (e) => console.error(e) });
  });
  return { container, errors, unmount: () => act(() => root?.unmount()) };
}

describe('the painted first view is hydrated, not replaced (ADR 015)', () => {
  beforeAll(async () => {
    // The remote's code is in (as when its preload has arrived): the build's render and hydration both find it.
    const { container, unmount } = await hydrate('/specialties', 'frame');
    void container;
    await unmount();
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('keeps the painted home page elements, with no hydration error, then shows who is signed in', async () => {
    let paintedHeading: Element | null = null;
    const { container, errors, unmount } = await hydrate('/', 'page', (c) => (paintedHeading = c.querySelector('h1')));
    await waitFor(() => expect(screen.getByRole('button', { name: /Account menu for Amina Nakato/ })).toBeInTheDocument());
    expect(paintedHeading).not.toBeNull();
    expect(container.querySelector('h1')).toBe(paintedHeading);
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    await unmount();
  });

  it('the frame is painted without account links or a current link, and hydrates into the page', async () => {
    const paintedHtml = await paint(app('/specialties', 'frame', false));
    const painted = document.createElement('div');
    painted.innerHTML = paintedHtml;
    expect(painted.querySelector('[data-painted-loading]')).not.toBeNull();
    expect(painted.querySelector('a[href="/signin"], a[href="/signup"]')).toBeNull();
    expect(painted.querySelector('[aria-current]')).toBeNull();
    const { errors, unmount } = await hydrate('/specialties', 'frame');
    expect(await screen.findByRole('heading', { name: 'Care that Comes to you' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu for Amina Nakato/ })).toBeInTheDocument();
    expect(document.querySelector('[data-painted-loading]')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    await unmount();
  });
});
