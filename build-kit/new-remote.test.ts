// ADR 323: `npm run new-remote -- <name>` makes a remote that `npm run release -- <name>` publishes, with no other
// edit. In a throw-away copy of the repository (its node_modules linked), scaffold one and release it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const copy = mkdtempSync(join(tmpdir(), 'musawo-scaffold-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const node = (...args: string[]) => spawnSync(process.execPath, args, { cwd: copy, encoding: 'utf8' });

describe('new-remote', () => {
  jest.setTimeout(300_000);

  beforeAll(() => {
    for (const part of ['package.json', 'scripts', 'build-kit', 'shared', 'shell/package.json']) cpSync(join(root, part), join(copy, part), { recursive: true });
    mkdirSync(join(copy, 'e2e', 'tests'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  });

  it('scaffolds a remote that releases as it is', () => {
    const made = node(join(copy, 'scripts', 'new-remote.mjs'), 'notes', '--root', copy, '--no-install');
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    for (const f of ['musawo.manifest.mjs', 'package.json', 'rspack.config.mjs', 'src/app.tsx', 'src/bootstrap.tsx', 'src/features/notes/components/notes-page.test.tsx']) {
      expect(existsSync(join(copy, 'remote-notes', f))).toBe(true);
    }
    expect(existsSync(join(copy, 'e2e', 'tests', 'remote-notes.spec.ts'))).toBe(true);
    expect(node(join(copy, 'scripts', 'new-remote.mjs'), 'notes', '--root', copy, '--no-install').status).toBe(2);

    const deploy = join(copy, 'deploy');
    const released = node(join(copy, 'scripts', 'release.mjs'), 'notes', '--deploy-dir', deploy);
    expect(released.status).toBe(0);
    const registry = JSON.parse(readFileSync(join(deploy, 'remotes.json'), 'utf8')) as { remotes: { name: string; version: string; routes: string[]; entry: string }[] };
    expect(registry.remotes).toEqual([expect.objectContaining({ name: 'notes', version: '1.0.0', routes: ['/notes'] })]);
    expect(existsSync(join(deploy, 'remotes', 'notes', '1.0.0', 'remoteEntry.js'))).toBe(true);
    expect(readFileSync(join(deploy, 'remotes', 'notes', '1.0.0', 'remoteEntry.js'), 'utf8')).toContain('musawo_notes');
  });
});
