import type { Registry } from '@musawo/shared/contracts';
import { findRemoteFor } from './remote-switch';

const registry: Registry = {
  schemaVersion: 1,
  remotes: [
    { name: 'discovery', version: '1.0.0', entry: '/d.js', sharedMajor: 1, routes: ['/', '/specialties', '/search-results'] },
    { name: 'booking', version: '1.0.0', entry: '/b.js', sharedMajor: 1, routes: ['/doctor/:id'] },
    { name: 'account', version: '1.0.0', entry: '/a.js', sharedMajor: 1, routes: ['/appointments', '/appointments/:id'] },
  ],
};

describe('route table from the registry', () => {
  it.each([
    ['/', 'discovery'],
    ['/specialties', 'discovery'],
    ['/doctor/42', 'booking'],
    ['/appointments', 'account'],
    ['/appointments/7', 'account'],
  ])('%s is served by %s', (path, remote) => {
    expect(findRemoteFor(registry, path)?.name).toBe(remote);
  });
  it.each(['/doctor', '/doctor/1/extra', '/nope', '/specialtiesx'])('%s matches no remote', (path) => {
    expect(findRemoteFor(registry, path)).toBeUndefined();
  });
});
