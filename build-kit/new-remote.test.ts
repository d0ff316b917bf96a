// ADR 323: `npm run new-remote -- <name>` makes a remote that `npm run release -- <name>` publishes, with no other
// edit. In a throw-away copy of the repository (its node_modules linked), scaffold one and release it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'musawo-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

// The copy's registry in its own embedded database.
const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, DATABASE_URL: `sqlite:${join(copy, 'musawo.db')}` } });

/** Every file under `dir` (node_modules aside) with its content, by path relative to `dir`. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = join(e.parentPath, e.name);
    if (e.isFile() && !relative(dir, file).split('/').includes('node_modules')) out.set(relative(dir, file), readFileSync(file, 'utf8'));
  }
  return out;
}

describe('new-remote', () => {
  jest.setTimeout(300_000);

  beforeAll(() => {
    // The release tools change the registry through the server's module (ADR 306): its sources come too.
    for (const part of ['package.json', 'scripts', 'build-kit', 'shared', 'shell/package.json', 'server/package.json', 'server/src', 'e2e/playwright.config.ts', 'e2e/tests/support']) {
      cpSync(join(root, part), join(copy, part), { recursive: true });
    }
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });

  it('scaffolds a remote, writing only inside remote-<name>/, that releases as it is', () => {
    const before = snapshot(copy);
    const made = node(join(copy, 'scripts', 'new-remote.mjs'), 'notes', '--root', copy, '--no-install');
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    const after = snapshot(copy);
    // Every file it wrote or changed: all in the remote's folder, its journey and README included.
    const written = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
    expect(written.sort()).toEqual(
      [
        'README.md',
        'e2e/notes.spec.ts',
        'musawo.manifest.mjs',
        'package.json',
        'rspack.config.mjs',
        'src/app.tsx',
        'src/bootstrap.tsx',
        'src/features/notes/components/notes-page.test.tsx',
        'src/features/notes/components/notes-page.tsx',
        'src/index.ts',
      ].map((f) => `remote-notes/${f}`),
    );
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([]);
    // The journey imports the shared journey helpers from where they are, and the journeys' config finds it.
    const journey = after.get('remote-notes/e2e/notes.spec.ts') ?? '';
    const helpers = /from '([^']+)'/.exec(journey)?.[1] ?? '';
    expect(existsSync(`${resolve(copy, 'remote-notes', 'e2e', helpers)}.ts`)).toBe(true);
    expect(after.get('e2e/playwright.config.ts')).toContain("'remote-*/e2e/**/*.spec.ts'");
    expect(node(join(copy, 'scripts', 'new-remote.mjs'), 'notes', '--root', copy, '--no-install').status).toBe(2);

    const deploy = join(copy, 'deploy');
    const released = node(join(copy, 'scripts', 'release.mjs'), 'notes', '--deploy-dir', deploy);
    // Its error output when it fails (a build's warnings are on stderr too).
    expect({ status: released.status, error: released.status === 0 ? '' : released.stderr }).toEqual({ status: 0, error: '' });
    const registry = JSON.parse(readFileSync(join(deploy, 'remotes.json'), 'utf8')) as { remotes: { name: string; version: string; routes: string[]; entry: string }[] };
    expect(registry.remotes).toEqual([expect.objectContaining({ name: 'notes', version: '1.0.0', routes: ['/notes'] })]);
    expect(existsSync(join(deploy, 'remotes', 'notes', '1.0.0', 'remoteEntry.js'))).toBe(true);
    expect(readFileSync(join(deploy, 'remotes', 'notes', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('musawo_notes');
  });
});
