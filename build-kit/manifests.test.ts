// ADR 323: the remotes are the folders with a manifest; the dev registry and the registry's fields derive from them.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(__dirname, '..');
const kit = pathToFileURL(join(__dirname, 'manifests.mjs')).href;
const work = mkdtempSync(join(tmpdir(), 'musawo-manifests-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the build kit in a child process (it is native ESM) and answers what the script prints as JSON. */
function derive(dir: string, body: string): { ok: true; value: unknown } | { ok: false; error: string } {
  const script = `import { loadManifests, devRegistry, kitPartsFrom, navFrom, registryFields } from ${JSON.stringify(kit)};
    const ms = await loadManifests(${JSON.stringify(dir)});
    console.log(JSON.stringify(${body}));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  return r.status === 0 ? { ok: true, value: JSON.parse(r.stdout) } : { ok: false, error: r.stderr };
}
const value = (r: ReturnType<typeof derive>) => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const remote = (dir: string, name: string, manifest: object) => {
  mkdirSync(join(dir, `remote-${name}`), { recursive: true });
  writeFileSync(join(dir, `remote-${name}`, 'musawo.manifest.mjs'), `export default ${JSON.stringify({ name, ...manifest })};`);
};

describe('remote manifests', () => {
  it('give the dev registry: every remote at its dev port, with its routes and guards', () => {
    const registry = value(derive(root, `devRegistry(ms, 1, () => '1.0.0')`)) as { remotes: { name: string; entry: string; routes: string[]; guards?: Record<string, string> }[] };
    expect(registry.remotes.map((r) => [r.name, r.entry])).toEqual([
      ['discovery', 'http://localhost:3001/remoteEntry.js'],
      ['booking', 'http://localhost:3002/remoteEntry.js'],
      ['account', 'http://localhost:3003/remoteEntry.js'],
      ['content', 'http://localhost:3004/remoteEntry.js'],
      ['consult', 'http://localhost:3005/remoteEntry.js'],
      ['admin', 'http://localhost:3006/remoteEntry.js'],
    ]);
    expect(registry.remotes.find((r) => r.name === 'booking')?.routes).toEqual(['/doctor/:id']);
    expect(registry.remotes.find((r) => r.name === 'booking')?.guards).toBeUndefined();
    expect(registry.remotes.find((r) => r.name === 'account')?.guards?.['/appointments/:id']).toBe('signed-in');
    // The operators' console guards itself (ADR 332): public to the shell.
    expect(registry.remotes.find((r) => r.name === 'admin')).toMatchObject({ routes: expect.arrayContaining(['/admin', '/admin/activity']) as unknown });
    expect(registry.remotes.find((r) => r.name === 'admin')?.guards).toBeUndefined();
  });

  it('make a new remote by its folder alone', () => {
    const dir = join(work, 'new');
    remote(dir, 'notes', { devPort: 3009, routes: [{ path: '/notes/:id', guard: 'doctor', page: 'NotesPage' }], nav: [{ menu: 'main', to: '/notes', label: 'Notes', order: 60 }] });
    remote(dir, 'home', { devPort: 3001, routes: [{ path: '/', guard: 'public', page: 'HomePage' }] });
    expect(value(derive(dir, `{ names: ms.map((m) => m.name), fields: registryFields(ms[1]), nav: navFrom(ms) }`))).toEqual({
      names: ['home', 'notes'],
      fields: { routes: ['/notes/:id'], guards: { '/notes/:id': 'doctor' } },
      nav: [{ menu: 'main', to: '/notes', label: 'Notes', order: 60 }],
    });
  });

  it("list the kit parts a route's first view shows, for the shell to start before it boots (ADR 326)", () => {
    expect(value(derive(root, 'kitPartsFrom(ms)'))).toEqual([{ route: '/doctor/:id', parts: ['calendar'] }]);
    const dir = join(work, 'parts');
    remote(dir, 'notes', { devPort: 3009, routes: [{ path: '/notes', guard: 'public', page: 'NotesPage' }, { path: '/notes/:id', guard: 'doctor', page: 'NotePage', parts: ['calendar'] }] });
    expect(value(derive(dir, 'kitPartsFrom(ms)'))).toEqual([{ route: '/notes/:id', parts: ['calendar'] }]);
  });

  it.each([
    ['parts that are not a list of names', { devPort: 3010, routes: [{ path: '/x', guard: 'public', page: 'P', parts: 'calendar' }] }, /\/x's parts must be a list/],
    ['a route another remote serves', { devPort: 3010, routes: [{ path: '/Doctor/:doctorId/', guard: 'public', page: 'P' }] }, /\/Doctor\/:doctorId\/ is already booking's/],
    ['a dev port another remote has', { devPort: 3002, routes: [{ path: '/x', guard: 'public', page: 'P' }] }, /dev port 3002 is booking's/],
    ['a route without a guard', { devPort: 3010, routes: [{ path: '/x', page: 'P' }] }, /\/x needs a guard/],
    ['a painting of a route it does not serve', { devPort: 3010, routes: [{ path: '/x', guard: 'public', page: 'P' }], paints: ['/y'] }, /paints \/y/],
  ])('refuse %s', (_label, manifest, message) => {
    const dir = join(work, `bad-${Math.random().toString(36).slice(2)}`);
    remote(dir, 'booking', { devPort: 3002, routes: [{ path: '/doctor/:id', guard: 'public', page: 'DoctorPage' }] });
    remote(dir, 'other', manifest);
    const r = derive(dir, 'ms.length');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
