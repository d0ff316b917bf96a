// Issue 28: the release tools as an operator uses them (scripts/*.mjs in child processes, on builds made
// elsewhere: `release --from`). Published versions are immutable and verified, the registry survives many
// concurrent releases, and what would break the live site is refused with exit code 2.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(__dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'musawo-release-'));
const deploy = join(work, 'deploy');
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Build {
  name: string;
  version: string;
  routes?: string[];
  sharedMajor?: number;
  body?: string;
  app?: boolean;
  /** A server renderer in ssr/ (ADR 335). */
  ssr?: boolean;
}
/** A build folder as `release --from` takes it: the app's files and its musawo-release.json. */
function build({ name, version, routes = [`/${name}`], sharedMajor = 1, body = `${name} ${version}`, app = true, ssr = false }: Build): string {
  const dir = join(work, 'builds', `${name}-${version}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  if (name === 'shell') {
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${body}</title>`);
  } else {
    writeFileSync(join(dir, 'remoteEntry.js'), `var musawo_${name}; // ${body}`);
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: app ? [{ name: 'App', path: './App' }] : [] }));
  }
  writeFileSync(join(dir, 'static', 'js', 'main.0123abcd.js'), body);
  if (ssr) {
    mkdirSync(join(dir, 'ssr'));
    writeFileSync(join(dir, 'ssr', 'render.cjs'), `exports.render = async () => ({ html: '${name}', css: [], state: null });`);
  }
  writeFileSync(join(dir, 'musawo-release.json'), JSON.stringify({ name, version, sharedMajor, ...(name === 'shell' ? {} : { routes }) }));
  return dir;
}
/** The tools' registry is in the database (ADR 306): this suite's own SQLite file. remotes.json is the tools' copy of it. */
const env = { ...process.env, DATABASE_URL: `sqlite:${join(work, 'musawo.db')}` };
const cli = (script: string, ...args: string[]) => spawnSync(process.execPath, [join(root, 'scripts', script), ...args, '--deploy-dir', deploy], { encoding: 'utf8', env });
const cliAsync = (script: string, ...args: string[]) =>
  new Promise<{ status: number | null; out: string }>((done) => {
    const child = spawn(process.execPath, [join(root, 'scripts', script), ...args, '--deploy-dir', deploy], { env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('exit', (status) => done({ status, out }));
  });
const registry = () => JSON.parse(readFileSync(join(deploy, 'remotes.json'), 'utf8')) as { shell?: { version: string }; remotes: { name: string; version: string }[]; canaries?: { name: string; version: string; percent: number }[] };
const history = () => JSON.parse(readFileSync(join(deploy, 'releases.json'), 'utf8')) as Record<string, { version: string; action: string }[]>;
const live = (name: string) => (name === 'shell' ? registry().shell?.version : registry().remotes.find((r) => r.name === name)?.version);
const ok = (r: { status: number | null; stdout: string; stderr: string }) => {
  expect(r.status).toBe(0);
  return r.stdout;
};

describe('release tooling', () => {
  jest.setTimeout(120_000);

  it('has --help on every command', () => {
    for (const script of ['release.mjs', 'rollback.mjs', 'promote.mjs', 'remotes.mjs', 'build.mjs', 'start.mjs']) {
      const r = spawnSync(process.execPath, [join(root, 'scripts', script), '--help'], { encoding: 'utf8' });
      expect(r.status).toBe(0);
      expect(r.stdout).toMatch(/usage: npm (run )?\w+/);
    }
  });

  it('releases and rolls back the shell like a remote', () => {
    ok(cli('release.mjs', 'shell', '--from', build({ name: 'shell', version: '1.0.0' })));
    ok(cli('release.mjs', 'shell', '--from', build({ name: 'shell', version: '1.1.0' })));
    expect(live('shell')).toBe('1.1.0');
    expect(ok(cli('rollback.mjs', 'shell'))).toContain('rolled shell back from 1.1.0 to 1.0.0');
    expect(live('shell')).toBe('1.0.0');
    expect(readFileSync(join(deploy, 'shell', '1.1.0', 'index.html'), 'utf8')).toContain('shell 1.1.0');
  });

  it('never rewrites a published version: the same content is a no-op, other content names the app to bump', () => {
    ok(cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.0', routes: ['/doctor/:id'] })));
    const before = readFileSync(join(deploy, 'remotes', 'booking', '1.0.0', 'remoteEntry.js'), 'utf8');
    ok(cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.0', routes: ['/doctor/:id'] })));
    const changed = cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.0', routes: ['/doctor/:id'], body: 'other code' }));
    expect(changed.status).toBe(2);
    expect(changed.stderr).toContain('booking 1.0.0 is already published with different content. Versions are immutable: raise the version in remote-booking/package.json');
    expect(readFileSync(join(deploy, 'remotes', 'booking', '1.0.0', 'remoteEntry.js'), 'utf8')).toBe(before);
    // Published whole: the staging folders are gone, the version carries a manifest of every file.
    expect(readFileSync(join(deploy, 'remotes', 'booking', '1.0.0', 'musawo-release.json'), 'utf8')).toContain('"static/js/main.0123abcd.js.gz"');
    expect(existsSync(join(deploy, '.staging')) ? spawnSync('ls', [join(deploy, '.staging')], { encoding: 'utf8' }).stdout.trim() : '').toBe('');
  });

  it('refuses a route another live remote serves, another shared-contract major, and a build without ./App', () => {
    ok(cli('release.mjs', 'content', '--from', build({ name: 'content', version: '1.0.0', routes: ['/about', '/help'] })));
    const clash = cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.1', routes: ['/doctor/:id', '/About/'] }));
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('booking 1.0.1 claims /About/, which content 1.0.0 serves');
    const major = cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.2', routes: ['/doctor/:id'], sharedMajor: 2 }));
    expect(major.status).toBe(2);
    expect(major.stderr).toContain('booking 1.0.2 was built against shared contracts v2; the live shell 1.0.0 provides v1');
    const noApp = cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.0.3', routes: ['/doctor/:id'], app: false }));
    expect(noApp.status).toBe(2);
    expect(noApp.stderr).toContain('booking 1.0.3 exposes no ./App');
    expect(live('booking')).toBe('1.0.0');
    for (const bad of [['release.mjs', 'payments'], ['release.mjs', 'booking', '--canary', '150'], ['rollback.mjs', 'booking', '9.9.9'], ['release.mjs', 'booking', '--bogus', 'x'], ['promote.mjs', 'booking']]) {
      const r = cli(...(bad as [string, ...string[]]));
      expect(r.status).toBe(2);
      expect(r.stderr).toMatch(/^error: /);
    }
  });

  it('refuses to make a damaged version live again, naming the file', () => {
    ok(cli('release.mjs', 'booking', '--from', build({ name: 'booking', version: '1.1.0', routes: ['/doctor/:id'] })));
    unlinkSync(join(deploy, 'remotes', 'booking', '1.0.0', 'static', 'js', 'main.0123abcd.js'));
    const r = cli('rollback.mjs', 'booking', '1.0.0');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('booking 1.0.0 is damaged: remotes/booking/1.0.0/static/js/main.0123abcd.js is missing');
    writeFileSync(join(deploy, 'remotes', 'booking', '1.0.0', 'static', 'js', 'main.0123abcd.js'), 'tampered');
    expect(cli('rollback.mjs', 'booking', '1.0.0').stderr).toContain('does not match its manifest');
    expect(live('booking')).toBe('1.1.0');
  });

  it('runs a canary: release --canary, promote, and rollback ending it', () => {
    const out = ok(cli('release.mjs', 'booking', '--canary', '10', '--from', build({ name: 'booking', version: '1.2.0', routes: ['/doctor/:id'] })));
    expect(out).toContain('released booking 1.2.0 as a canary for ~10% of browsers (live for the rest: 1.1.0)');
    expect(live('booking')).toBe('1.1.0');
    expect(registry().canaries).toEqual([expect.objectContaining({ name: 'booking', version: '1.2.0', percent: 10 })]);
    expect(ok(cli('rollback.mjs', 'booking'))).toContain('ended the canary of booking 1.2.0: everyone is on 1.1.0');
    expect(registry().canaries).toBeUndefined();
    ok(cli('release.mjs', 'booking', '--canary', '25', '--from', build({ name: 'booking', version: '1.2.0', routes: ['/doctor/:id'] })));
    expect(ok(cli('promote.mjs', 'booking'))).toContain('promoted booking 1.2.0');
    expect(live('booking')).toBe('1.2.0');
    expect(registry().canaries).toBeUndefined();
    expect(history().booking?.map((h) => h.action).slice(-4)).toEqual(['canary', 'canary-end', 'canary', 'promote']);
    // A rollback after a promotion goes back to the version live before it, not to the canary.
    expect(ok(cli('rollback.mjs', 'booking'))).toContain('from 1.2.0 to 1.1.0');
    expect(cli('release.mjs', 'shell', '--canary', '10').stderr).toContain('The shell has no canary');
  });

  it('loses nothing when many releases, rollbacks and promotions of different apps run at once', async () => {
    // Every app gets a base version first.
    for (const name of ['discovery', 'account']) ok(cli('release.mjs', name, '--from', build({ name, version: '1.0.0', routes: [`/${name}-home`] })));
    const jobs: Promise<{ status: number | null; out: string }>[] = [];
    const builds: Record<string, string[]> = {};
    for (const name of ['discovery', 'account', 'content']) {
      builds[name] = Array.from({ length: 4 }, (_, i) => build({ name, version: `2.0.${i}`, routes: name === 'content' ? ['/about', '/help'] : [`/${name}-home`] }));
    }
    const copies = Array.from({ length: 4 }, (_, i) => {
      const dir = join(work, `shell-${i}`);
      cpSync(build({ name: 'shell', version: `3.0.${i}` }), dir, { recursive: true });
      return dir;
    });
    for (let i = 0; i < 4; i++) {
      for (const name of ['discovery', 'account', 'content']) jobs.push(cliAsync('release.mjs', name, '--from', builds[name]![i]!));
      jobs.push(cliAsync('release.mjs', 'shell', '--from', copies[i]!));
      jobs.push(cliAsync('rollback.mjs', 'booking', i % 2 === 0 ? '1.1.0' : '1.2.0'));
    }
    const results = await Promise.all(jobs);
    for (const r of results) expect(r.out).not.toMatch(/error/i);
    expect(results.every((r) => r.status === 0)).toBe(true);
    // Every activation is in the history, and each app's live version is the last one its history records.
    const h = history();
    for (const name of ['discovery', 'account', 'content']) {
      const activated = h[name]!.filter((e) => e.action === 'release').map((e) => e.version);
      expect(activated.filter((v) => v.startsWith('2.0.')).sort()).toEqual(['2.0.0', '2.0.1', '2.0.2', '2.0.3']);
      expect(live(name)).toBe(activated.at(-1));
    }
    expect(h.shell!.filter((e) => e.version.startsWith('3.0.')).length).toBe(4);
    expect(live('shell')).toBe(h.shell!.at(-1)!.version);
    expect(h.booking!.filter((e) => e.action === 'rollback').length).toBeGreaterThanOrEqual(1);
    expect(live('booking')).toBe(h.booking!.at(-1)!.version);
    expect(registry().remotes.map((r) => r.name)).toEqual(['discovery', 'booking', 'account', 'content']);
  });

  it('lists what is published and live', () => {
    const rows = JSON.parse(ok(cli('remotes.mjs', '--json'))) as { name: string; live: string; versions: string[] }[];
    expect(rows.find((r) => r.name === 'booking')).toMatchObject({ live: expect.any(String), versions: ['1.0.0', '1.1.0', '1.2.0'] });
    expect(rows.map((r) => r.name)).toEqual(['shell', 'discovery', 'booking', 'account', 'content', 'consult', 'admin']);
  });
});

// Issue 46: two promises of the release model, tried as an operator would.
describe('release refusals on real inputs', () => {
  jest.setTimeout(180_000);

  it('refuses a real production build of a remote that exposes no ./App (exit 2), from what the build wrote', () => {
    // The consultation remote built by the real build-kit, with its page exposed under another name.
    const out = join(work, 'builds', 'consult-no-app');
    const config = join(work, 'no-app.rspack.config.mjs');
    writeFileSync(
      config,
      `import { createAppConfig } from ${JSON.stringify(pathToFileURL(join(root, 'build-kit', 'index.mjs')).href)};\n` +
        `export default createAppConfig({ dir: ${JSON.stringify(join(root, 'remote-consult'))}, kind: 'remote', exposes: { './Page': './src/app.tsx' } });\n`,
    );
    const built = spawnSync(process.execPath, [join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'build', '--mode', 'production', '-c', config], {
      cwd: join(root, 'remote-consult'),
      env: { ...process.env, APP_OUT_DIR: out, NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(built.status).toBe(0);
    expect(existsSync(join(out, 'remoteEntry.js'))).toBe(true);
    writeFileSync(join(out, 'musawo-release.json'), JSON.stringify({ name: 'consult', version: '9.0.0', sharedMajor: 1, routes: ['/consult/:appointmentId'] }));
    const r = cli('release.mjs', 'consult', '--from', out);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('consult 9.0.0 exposes no ./App');
    expect(existsSync(join(deploy, 'remotes', 'consult', '9.0.0'))).toBe(false);
    // A build that says nothing of what it exposes is refused too, rather than published on trust.
    rmSync(join(out, 'mf-manifest.json'));
    const unknown = cli('release.mjs', 'consult', '--from', out);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('consult 9.0.0 has no mf-manifest.json');
  });

  it("lists a version's browser files for the service worker without its server renderer, which the manifest still checks", () => {
    ok(cli('release.mjs', 'content', '--from', build({ name: 'content', version: '3.0.0', routes: ['/careers'], ssr: true })));
    const meta = JSON.parse(readFileSync(join(deploy, 'remotes', 'content', '3.0.0', 'musawo-release.json'), 'utf8')) as { files: string[]; manifest: Record<string, string> };
    expect(meta.files).toEqual(expect.arrayContaining(['remoteEntry.js', 'static/js/main.0123abcd.js']));
    expect(meta.files.filter((f) => f.startsWith('ssr/'))).toEqual([]);
    expect(Object.keys(meta.manifest)).toContain('ssr/render.cjs');
  });

  it('a route claimed by two manifests stops the commands with a message and exit 2, not a stack trace', () => {
    // A repository of its own: the real scripts and packages, two remotes whose manifests claim one route.
    const repo = join(work, 'clash');
    cpSync(join(root, 'scripts'), join(repo, 'scripts'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(repo, 'node_modules'));
    const manifest = (name: string, devPort: number, route: string) => {
      mkdirSync(join(repo, `remote-${name}`), { recursive: true });
      writeFileSync(join(repo, `remote-${name}`, 'musawo.manifest.mjs'), `export default ${JSON.stringify({ name, devPort, routes: [{ path: route, guard: 'public', page: 'Page' }] })};\n`);
    };
    manifest('alpha', 3101, '/clinics');
    manifest('beta', 3102, '/Clinics/');
    for (const script of ['release.mjs', 'rollback.mjs', 'remotes.mjs']) {
      const r = spawnSync(process.execPath, [join(repo, 'scripts', script), 'alpha'], { encoding: 'utf8' });
      expect(r.status).toBe(2);
      expect(r.stderr.trim()).toBe("error: remote-beta/musawo.manifest.mjs: /Clinics/ is already alpha's");
    }
  });
});
