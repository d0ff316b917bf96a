// ADR 323: the registry, the shell's guards and its menus come from the remotes' manifests, nothing else.
import { screen } from '@testing-library/react';
import { findRemoteFor, guardFor, parseRegistry, type Registry } from '@musawo/shared/contracts';
import { Route } from '@musawo/shared/router';
import { renderWithPlatform, testDoctor, testPatient } from '@musawo/shared/testing';
import { navFrom, registryFields } from '@musawo/build-kit/derive';
import type { RemoteManifest } from '@musawo/build-kit';
import discovery from '../../../remote-discovery/musawo.manifest.mjs';
import booking from '../../../remote-booking/musawo.manifest.mjs';
import account from '../../../remote-account/musawo.manifest.mjs';
import content from '../../../remote-content/musawo.manifest.mjs';
import consult from '../../../remote-consult/musawo.manifest.mjs';
import { admission } from '../features/session/guard';
import { ACCOUNT_LINKS, NAV_LINKS } from './nav-links';
import { RemoteSwitch } from './remote-switch';

jest.mock('./remote-area', () => ({ RemoteArea: ({ entry }: { entry: { name: string } }) => <p>remote {entry.name}</p>, AreaFallback: () => <p>fallback</p> }));

const manifests: RemoteManifest[] = [discovery, booking, account, content, consult];
const registryOf = (ms: RemoteManifest[]): Registry => {
  const parsed = parseRegistry({ schemaVersion: 1, remotes: ms.map((m) => ({ name: m.name, version: '1.0.0', entry: `/remotes/${m.name}/1.0.0/remoteEntry.js`, sharedMajor: 1, ...registryFields(m) })) });
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.registry;
};

describe('derived from the manifests', () => {
  const registry = registryOf(manifests);

  it('gives the registry each remote’s routes', () => {
    expect(findRemoteFor(registry, '/')?.name).toBe('discovery');
    expect(findRemoteFor(registry, '/doctor/42')?.name).toBe('booking');
    expect(findRemoteFor(registry, '/appointments/7')?.name).toBe('account');
    expect(findRemoteFor(registry, '/for-providers')?.name).toBe('content');
    expect(registry.remotes.flatMap((r) => r.routes)).toHaveLength(manifests.reduce((n, m) => n + m.routes.length, 0));
  });

  it('gives the shell the guards: the account pages for signed-in users only, the rest public', () => {
    for (const path of ['/dashboard', '/appointments', '/appointments/7', '/transactions', '/profile', '/settings', '/patients', '/consult/9']) expect(guardFor(registry, path)).toBe('signed-in');
    for (const path of ['/', '/doctor/42', '/articles/1', '/nowhere']) expect(guardFor(registry, path)).toBe('public');
  });

  it('guards a new remote’s route by its manifest alone', () => {
    const notes: RemoteManifest = { name: 'notes', devPort: 3099, routes: [{ path: '/notes/:id', guard: 'doctor', page: 'NotesPage' }] };
    const withNotes = registryOf([...manifests, notes]);
    expect(guardFor(withNotes, '/notes/3')).toBe('doctor');
    expect(admission('doctor', undefined)).toBe('sign-in');
    expect(admission('doctor', testPatient)).toBe('elsewhere');
    expect(admission('doctor', testDoctor)).toBe('open');
    expect(admission('patient', testPatient)).toBe('open');
    expect(admission('signed-in', testDoctor)).toBe('open');
  });

  it('gives the menus (spec §2.2), in order', () => {
    expect(NAV_LINKS.map((l) => [l.to, l.label.en])).toEqual([
      ['/', 'Home'],
      ['/about', 'About Us'],
      ['/find-doctor', 'Find A Doctor'],
      ['/join', 'For Providers'],
      ['/help', 'FAQs'],
    ]);
    expect(NAV_LINKS.map((l) => l.label.sw)).toEqual(['Mwanzo', 'Kuhusu Sisi', 'Tafuta Daktari', 'Kwa Watoa Huduma', 'Maswali']);
    expect(ACCOUNT_LINKS.map((l) => l.to)).toEqual(['/dashboard', '/profile']);
    expect(navFrom(manifests)).toEqual([...ACCOUNT_LINKS, ...NAV_LINKS]);
  });

  const open = (path: string, signedIn: boolean) =>
    renderWithPlatform(<RemoteSwitch registry={registry} registryError={null} />, {
      route: path,
      user: signedIn ? testPatient : null,
      extraRoutes: <Route path="/signin" element={<p>sign in page</p>} />,
    });

  it('sends a signed-out visitor of a guarded route to sign in, and lets a signed-in one through', () => {
    open('/settings', false);
    expect(screen.getByText('sign in page')).toBeInTheDocument();
  });

  it('mounts the owning remote for a signed-in visitor', () => {
    open('/settings', true);
    expect(screen.getByText('remote account')).toBeInTheDocument();
  });
});
