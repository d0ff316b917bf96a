// ADR 323: one feature-folder layout in every remote. src/ holds the app's entry files (the browser's, and the
// server's src/server.ts where a remote has one) and these folders only:
//   features/<feature>/{api,components,hooks,lib,pages,i18n}/  what one feature is (pages/: a page composing features)
//   shared-ui/                                                 what two features need (files; an i18n/ catalogue)
//   i18n/                                                      the remote's catalogue
//   testing/                                                   test data
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
// server.ts: the remote's server entry where it has one (App, prefetch and head(); ADR 335, 337).
const SRC_FILES = new Set(['app.tsx', 'app.test.tsx', 'bootstrap.tsx', 'index.ts', 'server.ts']);
const SRC_DIRS = new Set(['features', 'shared-ui', 'i18n', 'testing']);
const FEATURE_DIRS = new Set(['api', 'components', 'hooks', 'lib', 'pages', 'i18n']);

const entries = (dir: string) => readdirSync(dir, { withFileTypes: true });
const filesOnly = (dir: string, where: string, out: string[]) => {
  for (const e of entries(dir)) if (e.isDirectory()) out.push(`${where}/${e.name}/: no folders here`);
};

/** Every place a remote's src/ leaves the layout, as `path: rule` lines (none when it follows it). */
function layoutDeviations(src: string, name: string): string[] {
  const out: string[] = [];
  const names = new Set<string>();
  for (const e of entries(src)) {
    names.add(e.name);
    if (e.isDirectory() ? !SRC_DIRS.has(e.name) : !SRC_FILES.has(e.name)) {
      out.push(`${name}/src/${e.name}: src/ holds ${[...SRC_FILES].join(', ')} and ${[...SRC_DIRS].join('/, ')}/ only`);
    }
  }
  if (!names.has('features')) out.push(`${name}/src/features/: missing`);
  else {
    for (const f of entries(join(src, 'features'))) {
      const where = `${name}/src/features/${f.name}`;
      if (!f.isDirectory()) {
        out.push(`${where}: features/ holds one folder per feature`);
        continue;
      }
      for (const part of entries(join(src, 'features', f.name))) {
        if (!part.isDirectory() || !FEATURE_DIRS.has(part.name)) out.push(`${where}/${part.name}: a feature holds ${[...FEATURE_DIRS].join('/, ')}/ only`);
        else filesOnly(join(src, 'features', f.name, part.name), `${where}/${part.name}`, out);
      }
    }
  }
  if (names.has('shared-ui')) {
    for (const e of entries(join(src, 'shared-ui'))) {
      if (!e.isDirectory()) continue;
      if (e.name === 'i18n') filesOnly(join(src, 'shared-ui', 'i18n'), `${name}/src/shared-ui/i18n`, out);
      else out.push(`${name}/src/shared-ui/${e.name}/: shared-ui/ is flat (an i18n/ catalogue aside)`);
    }
  }
  for (const flat of ['i18n', 'testing']) if (names.has(flat)) filesOnly(join(src, flat), `${name}/src/${flat}`, out);
  return out;
}

const remotes = entries(root)
  .filter((e) => e.isDirectory() && e.name.startsWith('remote-') && readdirSync(join(root, e.name)).includes('musawo.manifest.mjs'))
  .map((e) => e.name);

describe('feature-folder layout (ADR 323)', () => {
  it('finds the remotes', () => {
    expect(remotes).toEqual(expect.arrayContaining(['remote-account', 'remote-booking', 'remote-consult', 'remote-content', 'remote-discovery']));
  });

  it.each(remotes)('%s follows it', (name) => {
    expect(layoutDeviations(join(root, name, 'src'), name)).toEqual([]);
  });

  it('names each deviation', () => {
    const src = mkdtempSync(join(tmpdir(), 'musawo-layout-'));
    try {
      for (const file of [
        'app.tsx',
        'pages/doctor-page.tsx',
        'features/booking/booking-card.tsx',
        'features/booking/components/parts/card.tsx',
        'features/booking/widgets/x.tsx',
        'features/loose.ts',
        'shared-ui/lib/search-url.ts',
        'shared-ui/i18n/en.json',
        'shared-ui/tag-input.tsx',
        'testing/fixtures.ts',
      ]) {
        mkdirSync(dirname(join(src, file)), { recursive: true });
        writeFileSync(join(src, file), '');
      }
      expect(layoutDeviations(src, 'remote-x').map((line) => line.split(':')[0]).sort()).toEqual([
        'remote-x/src/features/booking/booking-card.tsx',
        'remote-x/src/features/booking/components/parts/',
        'remote-x/src/features/booking/widgets',
        'remote-x/src/features/loose.ts',
        'remote-x/src/pages',
        'remote-x/src/shared-ui/lib/',
      ]);
    } finally {
      rmSync(src, { recursive: true, force: true });
    }
  });
});
