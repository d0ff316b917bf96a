import { findRemoteFor, matchesRoute, parseRegistry, type Registry, routeParams } from './registry';

const entry = { name: 'booking', version: '1.0.0', entry: '/remotes/booking/1.0.0/remoteEntry.js', sharedMajor: 1, routes: ['/doctor/:id'] };

describe('registry validation', () => {
  it('accepts a well-formed registry', () => {
    const r = parseRegistry({ schemaVersion: 1, remotes: [entry] });
    expect(r.ok).toBe(true);
  });
  it.each([
    ['a remote name that is not a folder name', { ...entry, name: '../Payments' }, /remotes\.0\.name/],
    ['a guard that is not one of the four', { ...entry, guards: { '/doctor/:id': 'admin' } }, /remotes\.0\.guards/],
    ['a version that is not semver', { ...entry, version: 'latest' }, /semver/],
    ['a route that does not start with /', { ...entry, routes: ['doctor/:id'] }, /start with \//],
    ['no routes', { ...entry, routes: [] }, /remotes\.0\.routes/],
    ['a fractional shared major', { ...entry, sharedMajor: 1.5 }, /sharedMajor/],
  ])('rejects %s', (_label, bad, message) => {
    const r = parseRegistry({ schemaVersion: 1, remotes: [bad] });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
  it('rejects a remote listed twice', () => {
    const r = parseRegistry({ schemaVersion: 1, remotes: [entry, entry] });
    expect(r).toEqual({ ok: false, error: expect.stringMatching(/each remote is listed once/) });
  });
  it('rejects an unknown schema version and non-objects', () => {
    expect(parseRegistry({ schemaVersion: 2, remotes: [] }).ok).toBe(false);
    expect(parseRegistry(null).ok).toBe(false);
    expect(parseRegistry('[]').ok).toBe(false);
  });
});

const table: Registry = {
  schemaVersion: 1,
  remotes: [
    { name: 'discovery', version: '1.0.0', entry: '/d.js', sharedMajor: 1, routes: ['/', '/specialties', '/search-results'] },
    { name: 'booking', version: '1.0.0', entry: '/b.js', sharedMajor: 1, routes: ['/doctor/:id'] },
    { name: 'account', version: '1.0.0', entry: '/a.js', sharedMajor: 1, routes: ['/appointments', '/appointments/:id'] },
  ],
};

describe('route table from the registry (shell and server)', () => {
  it.each([
    ['/', 'discovery'],
    ['/specialties', 'discovery'],
    ['/specialties/', 'discovery'],
    ['/Specialties', 'discovery'],
    ['/doctor/42', 'booking'],
    ['/appointments', 'account'],
    ['/appointments/7', 'account'],
  ])('%s is served by %s', (path, remote) => {
    expect(findRemoteFor(table, path)?.name).toBe(remote);
  });
  it.each(['/doctor', '/doctor/1/extra', '/nope', '/specialtiesx'])('%s matches no remote', (path) => {
    expect(findRemoteFor(table, path)).toBeUndefined();
  });
  it('compares encoded segments decoded, and leaves a malformed one as it is', () => {
    expect(matchesRoute('/search-results', '/search%2Dresults')).toBe(true);
    expect(matchesRoute('/doctor/:id', '/doctor/%E0%A4%A')).toBe(true);
    expect(matchesRoute('/about', '/%E0%A4%A')).toBe(false);
  });
});

describe('routeParams', () => {
  it("answers a matching path's parameters, decoded", () => {
    expect(routeParams('/doctor/:id', '/doctor/abc%2D1/')).toEqual({ id: 'abc-1' });
    expect(routeParams('/Find-Doctor', '/find-doctor')).toEqual({});
  });
  it('answers undefined for a path the route does not match', () => {
    expect(routeParams('/doctor/:id', '/doctor')).toBeUndefined();
    expect(routeParams('/doctor/:id', '/doctors/1')).toBeUndefined();
  });
});
