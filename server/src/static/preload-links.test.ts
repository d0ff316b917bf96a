import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry } from '@musawo/shared/contracts';
import { preloadLinks as linksFor } from './preload-links';

describe('preloadLinks', () => {
  const root = mkdtempSync(join(tmpdir(), 'musawo-preload-'));
  const write = (rel: string, content: string) => {
    mkdirSync(join(root, rel, '..'), { recursive: true });
    writeFileSync(join(root, rel), content);
  };
  let current: Registry = { schemaVersion: 1, remotes: [] };
  const registry = (remotes: Registry['remotes']) => {
    current = { schemaVersion: 1, remotes };
  };
  const preloadLinks = (dir: string, pathname: string) => linksFor(dir, pathname, current);
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('names the entry and the start files of the remote that serves the page', async () => {
    registry([
      { name: 'discovery', version: '1.0.0', entry: '/remotes/discovery/1.0.0/remoteEntry.js?v=aa', sharedMajor: 1, routes: ['/', '/specialties'] },
      { name: 'booking', version: '1.2.0', entry: '/remotes/booking/1.2.0/remoteEntry.js?v=bb', sharedMajor: 1, routes: ['/doctor/:id'] },
    ]);
    write('remotes/booking/1.2.0/musawo-start.json', JSON.stringify({ files: ['182.ab.js', '684.cd.js', '../../evil.js'] }));
    expect(await preloadLinks(root, '/doctor/42')).toBe(
      '</remotes/booking/1.2.0/remoteEntry.js?v=bb>; rel=preload; as=script; fetchpriority=low, </remotes/booking/1.2.0/182.ab.js>; rel=preload; as=script; fetchpriority=low, </remotes/booking/1.2.0/684.cd.js>; rel=preload; as=script; fetchpriority=low',
    );
    // A release without the list still preloads its entry.
    expect(await preloadLinks(root, '/specialties')).toBe('</remotes/discovery/1.0.0/remoteEntry.js?v=aa>; rel=preload; as=script; fetchpriority=low');
  });

  it("preloads the page's early reads in their GET form, filled from the path (ADR 011)", async () => {
    registry([{ name: 'booking', version: '1.3.0', entry: '/remotes/booking/1.3.0/remoteEntry.js?v=dd', sharedMajor: 1, routes: ['/doctor/:id', '/booking/:id'] }]);
    write(
      'remotes/booking/1.3.0/musawo-start.json',
      JSON.stringify({
        files: ['1.js'],
        early: [
          { route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: ':id', currency: 'UGX' } },
          // Ignored: not a public read with a GET form, or malformed.
          { route: '/doctor/:id', service: 'auth', action: 'getUserProfile', input: {} },
          { route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: 7 } },
          { route: '/doctor/:id', service: 'doctor', action: 'getDoctor', input: { doctorId: ':slug' } },
        ],
      }),
    );
    expect(await preloadLinks(root, '/doctor/a%20b')).toBe(
      '</api/v1/doctor/getDoctor?currency=UGX&doctorId=a+b>; rel=preload; as=fetch; crossorigin=anonymous, </remotes/booking/1.3.0/remoteEntry.js?v=dd>; rel=preload; as=script; fetchpriority=low, </remotes/booking/1.3.0/1.js>; rel=preload; as=script; fetchpriority=low',
    );
    // Another route of the same remote: its scripts only.
    expect(await preloadLinks(root, '/booking/1')).toBe('</remotes/booking/1.3.0/remoteEntry.js?v=dd>; rel=preload; as=script; fetchpriority=low, </remotes/booking/1.3.0/1.js>; rel=preload; as=script; fetchpriority=low');
  });

  it('names nothing for a page no remote serves, and follows a rollback at once', async () => {
    expect(await preloadLinks(root, '/signin')).toBeUndefined();
    registry([{ name: 'booking', version: '1.1.0', entry: '/remotes/booking/1.1.0/remoteEntry.js?v=cc', sharedMajor: 1, routes: ['/doctor/:id'] }]);
    expect(await preloadLinks(root, '/doctor/7')).toBe('</remotes/booking/1.1.0/remoteEntry.js?v=cc>; rel=preload; as=script; fetchpriority=low');
  });
});
