// Issue 29, point 5: a page is painted by the remote that owns it (ADR 324). The release tools publish builds made
// elsewhere (`release --from`, as an operator or CI does) and the server answers `/`: a discovery release with a
// changed home text changes the painted `/` in every language without a shell build, its rollback brings the old
// painting back, and a canary's browsers get the canary's painting.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describeEngines } from '../../test/engines';
import { canarySlot } from '../release/deploy-state';
import { CANARY_COOKIE, PAINTED_FOR_HEADER } from './deploy-routes';
import { CSS_MARK, FROM_MARK, PAGE_SLOT } from './painting';

const root = resolve(__dirname, '../../..');
const work = mkdtempSync(join(tmpdir(), 'musawo-painting-'));
const deploy = join(work, 'deploy');
afterAll(() => rmSync(work, { recursive: true, force: true }));

const LANGS = ['en', 'lg', 'sw'] as const;
type Lang = (typeof LANGS)[number];
const FRAME_RULE = '.topbar{display:flex;}';

/** A folder with the app's files and its musawo-release.json, as `release --from` takes it. */
function buildDir(name: string, version: string, files: Record<string, string>, meta: Record<string, unknown> = {}): string {
  const dir = join(work, 'builds', `${name}-${version}`);
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), body);
  }
  writeFileSync(join(dir, 'musawo-release.json'), JSON.stringify({ name, version, sharedMajor: 1, ...meta }));
  return dir;
}

/** A shell build as scripts/prerender.tsx paints it: spa.html per language, and the frame of `/` around its slot. */
function shell(version: string): string {
  const doc = (lang: Lang, root: string, head = '') =>
    `<!doctype html><html lang="${lang}"><head><style data-prerender>${FRAME_RULE}</style>${head}</head><body><div id="root" ${root}><header class="topbar">Musawo ${version} ${lang}</header><main>`;
  const files: Record<string, string> = { 'static/js/main.0123abcd.js': `shell ${version}` };
  const frames = [{ path: '/', owner: 'discovery', languages: {} as Record<string, { html: string; css: string[] }> }];
  for (const lang of LANGS) {
    files[lang === 'en' ? 'spa.html' : `spa.${lang}.html`] = `${doc(lang, 'data-painted="frame"')}loading ${lang}</main></div></body></html>`;
    frames[0]!.languages[lang] = { html: `${doc(lang, `data-painted="page" data-painted-path="/" ${FROM_MARK}`, CSS_MARK)}<div data-area="discovery"><!--$-->${PAGE_SLOT}<!--/$--></div></main></div></body></html>`, css: [FRAME_RULE] };
  }
  files['musawo-frames.json'] = JSON.stringify({ schemaVersion: 1, frames });
  return buildDir('shell', version, files);
}

/** A discovery build whose release painted its home page with `hero` (per language) in its own version folder. */
function discovery(version: string, hero: Record<Lang, string>): string {
  const page = (lang: Lang) => ({ html: `<section><h1 class="hero">${hero[lang]}</h1></section>`, css: [FRAME_RULE, `.hero{color:#${version.replace(/\./g, '')};}`] });
  return buildDir(
    'discovery',
    version,
    {
      'remoteEntry.js': `var musawo_discovery; // ${version}`,
      'mf-manifest.json': JSON.stringify({ exposes: [{ name: 'App', path: './App' }] }),
      'musawo-start.json': JSON.stringify({ files: ['home.abcd1234.js'], early: [] }),
      'musawo-paintings.json': JSON.stringify({ schemaVersion: 1, name: 'discovery', version, paintings: [{ path: '/', languages: Object.fromEntries(LANGS.map((l) => [l, page(l)])) }] }),
    },
    { routes: ['/', '/specialties'] },
  );
}

/** The tools change the registry in `databaseUrl`'s database (ADR 306); before the suite's own, a throwaway one. */
const cli = (script: string, ...args: string[]) => cliOn(`sqlite:${join(work, 'first.db')}`, script, ...args);
function cliOn(databaseUrl: string, script: string, ...args: string[]): string {
  const r = spawnSync(process.execPath, [join(root, 'scripts', script), ...args, '--deploy-dir', deploy], { encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } });
  if (r.status !== 0) throw new Error(`${script} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

const V1 = { en: 'Find a doctor near you', lg: 'Noonya omusawo okumpi naawe', sw: 'Tafuta daktari karibu nawe' };
const V2 = { en: 'Book a doctor today', lg: 'Kwata omusawo leero', sw: 'Weka miadi na daktari leo' };
const V3 = { en: 'A canary home page', lg: 'Awaka aw’okugezesa', sw: 'Ukurasa wa majaribio' };
const builds = { shell: shell('1.0.0'), v1: discovery('1.0.0', V1), v2: discovery('1.1.0', V2), v3: discovery('1.2.0', V3) };
cli('release.mjs', 'shell', '--from', builds.shell);
cli('release.mjs', 'discovery', '--from', builds.v1);

describeEngines(
  'a page painted by the remote that owns it',
  (h) => {
    const cookieFor = (lang: Lang, browser = '1') => `${CANARY_COOKIE}=${browser}${lang === 'en' ? '' : `; lang=${lang}`}`;
    const get = (url: string, headers: Record<string, string> = {}) => h().app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...headers } });
    const home = (lang: Lang, browser?: string) => get('/', { cookie: cookieFor(lang, browser) });
    // The suite's server imported the folder's remotes.json at its start; from then on the tools change its database.
    const tool = async (script: string, ...args: string[]) => {
      const out = cliOn(h().url, script, ...args);
      await h().app.deployState.refresh();
      return out;
    };
    const heroOf = (body: string) => /<h1 class="hero">([^<]*)<\/h1>/.exec(body)?.[1];

    it("paints / from the live discovery version, inside the live shell's frame, in each language", async () => {
      for (const lang of LANGS) {
        const res = await home(lang);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toBe('Cookie, Accept-Encoding');
        expect(res.headers[PAINTED_FOR_HEADER]).toBe('discovery@1.0.0');
        expect(res.headers.link).toContain('/remotes/discovery/1.0.0/home.abcd1234.js');
        expect(heroOf(res.body)).toBe(V1[lang]);
        expect(res.body).toContain(`<html lang="${lang}">`);
        expect(res.body).toContain(`<header class="topbar">Musawo 1.0.0 ${lang}</header>`);
        expect(res.body).toContain('<div id="root" data-painted="page" data-painted-path="/" data-painted-from="discovery@1.0.0">');
        // The page's CSS beside the frame's, without the rules the frame already has; no marks left.
        expect(res.body).toContain('<style data-prerender-page>.hero{color:#100;}</style></head>');
        expect(res.body.split(FRAME_RULE)).toHaveLength(2);
        for (const mark of [PAGE_SLOT, CSS_MARK, FROM_MARK]) expect(res.body).not.toContain(mark);
      }
      // The name the service worker saves each painting under answers the same page.
      expect(heroOf((await get('/index.lg.html', { cookie: cookieFor('en') })).body)).toBe(V1.lg);
      expect(heroOf((await get('/index.html', { cookie: cookieFor('en') })).body)).toBe(V1.en);
      expect((await get('/index.xx.html')).statusCode).toBe(404);
      // Every other path gets the frame with the loading state.
      expect((await get('/doctor/42', { cookie: cookieFor('sw') })).body).toContain('loading sw');
    });

    it('answers 304 to its ETag, and sends it compressed once per encoding', async () => {
      const plain = await home('en');
      const etag = String(plain.headers.etag);
      expect((await get('/', { cookie: cookieFor('en'), 'if-none-match': etag })).statusCode).toBe(304);
      const br = await get('/', { cookie: cookieFor('en'), 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
      expect(br.headers.etag).not.toBe(etag);
      expect((await get('/', { cookie: cookieFor('en'), 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
      const gz = await get('/', { cookie: cookieFor('en'), 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    });

    it('changes the painted / with a discovery release (no shell build) and restores it with the rollback', async () => {
      const before = await Promise.all(LANGS.map((l) => home(l)));
      await tool('release.mjs', 'discovery', '--from', builds.v2);
      for (const [i, lang] of LANGS.entries()) {
        const res = await home(lang);
        expect(heroOf(res.body)).toBe(V2[lang]);
        expect(res.body).toContain('data-painted-from="discovery@1.1.0"');
        expect(res.body).toContain(`Musawo 1.0.0 ${lang}`);
        expect(res.headers[PAINTED_FOR_HEADER]).toBe('discovery@1.1.0');
        expect(res.headers.link).toContain('/remotes/discovery/1.1.0/remoteEntry.js');
        // The old validator no longer matches: a browser revalidating gets the new painting.
        expect(res.headers.etag).not.toBe(before[i]!.headers.etag);
        expect((await get('/', { cookie: cookieFor(lang), 'if-none-match': String(before[i]!.headers.etag) })).statusCode).toBe(200);
      }
      expect(await tool('rollback.mjs', 'discovery')).toContain('1.0.0');
      for (const [i, lang] of LANGS.entries()) {
        const res = await home(lang);
        expect(heroOf(res.body)).toBe(V1[lang]);
        expect(res.body).toBe(before[i]!.body);
        expect(res.headers.etag).toBe(before[i]!.headers.etag);
      }
    });

    it("gives a canary's browsers the canary's painting and the others the live one", async () => {
      await tool('release.mjs', 'discovery', '--from', builds.v3, '--canary', '50');
      const ids = Array.from({ length: 200 }, (_, i) => String(i));
      const onCanary = ids.find((id) => canarySlot(id, 'discovery') < 50) ?? '';
      const onLive = ids.find((id) => canarySlot(id, 'discovery') >= 50) ?? '';
      for (const lang of LANGS) {
        const canary = await home(lang, onCanary);
        expect(heroOf(canary.body)).toBe(V3[lang]);
        expect(canary.body).toContain('data-painted-from="discovery@1.2.0"');
        expect(canary.headers.link).toContain('/remotes/discovery/1.2.0/remoteEntry.js');
        const live = await home(lang, onLive);
        expect(heroOf(live.body)).toBe(V1[lang]);
        expect(live.headers.link).toContain('/remotes/discovery/1.0.0/remoteEntry.js');
      }
      await tool('rollback.mjs', 'discovery');
      expect(heroOf((await home('en', onCanary)).body)).toBe(V1.en);
    });

    it('answers the frame for / when the live discovery version painted no page', async () => {
      const unpainted = buildDir('discovery', '1.3.0', { 'remoteEntry.js': 'var musawo_discovery;', 'mf-manifest.json': JSON.stringify({ exposes: [{ name: 'App', path: './App' }] }) }, { routes: ['/', '/specialties'] });
      await tool('release.mjs', 'discovery', '--from', unpainted);
      const res = await home('lg');
      expect(res.body).toContain('loading lg');
      expect(res.headers[PAINTED_FOR_HEADER]).toBe('discovery@1.3.0');
      await tool('rollback.mjs', 'discovery');
      expect(heroOf((await home('lg')).body)).toBe(V1.lg);
    });
  },
  { env: { DEPLOY_DIR: deploy } },
);
