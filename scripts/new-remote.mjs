#!/usr/bin/env node
// npm run new-remote -- <name>: a new remote a team can own (ADR 323): its folder with a manifest, one page, a
// component test, standalone dev, a README and its journey (remote-<name>/e2e/, found by e2e/playwright.config.ts).
// It writes nothing outside remote-<name>/ (and package-lock.json, through npm install): the workspaces glob, the
// tool lists, the registry and `npm run release -- <name>` find it by its manifest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HELP = `usage: npm run new-remote -- <name> [--root DIR] [--no-install]

  <name>         lower-case letters and digits; the remote serves /<name> and lives in remote-<name>/
  --no-install   do not run npm install (which links the new workspace and records it in package-lock.json)`;

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log(HELP);
  process.exit(0);
}
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const name = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--root')[0];
const fail = (message) => {
  console.error(message);
  process.exit(2);
};
if (!name || !/^[a-z][a-z0-9]{0,31}$/.test(name)) fail(`${HELP}\n\nThe name must be lower-case letters and digits.`);
const dir = path.join(root, `remote-${name}`);
if (existsSync(dir)) fail(`remote-${name} already exists.`);

const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));
const existing = readdirSync(root).filter((d) => d.startsWith('remote-') && existsSync(path.join(root, d, 'musawo.manifest.mjs')));
const ports = await Promise.all(existing.map(async (d) => (await import(path.join(root, d, 'musawo.manifest.mjs'))).default.devPort));
const devPort = Math.max(3000, ...ports) + 1;
const Page = `${name[0].toUpperCase()}${name.slice(1)}Page`;
const shell = readJson(path.join(root, 'shell', 'package.json'));
const shared = readJson(path.join(root, 'shared', 'package.json'));
const kit = readJson(path.join(root, 'build-kit', 'package.json'));

const files = {
  'package.json': `${JSON.stringify(
    {
      name: `remote-${name}`,
      version: '1.0.0',
      private: true,
      type: 'module',
      scripts: { build: 'rspack build --mode production', dev: 'rspack serve --mode development' },
      dependencies: { ...shell.dependencies, '@musawo/shared': shared.version },
      devDependencies: { '@musawo/build-kit': kit.version },
    },
    null,
    2,
  )}\n`,
  'musawo.manifest.mjs': `// What the ${name} remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file. Add a route here and its page to src/app.tsx's pages.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: '${name}',
  devPort: ${devPort},
  routes: [{ path: '/${name}', guard: 'public', page: '${Page}' }],
};
`,
  'rspack.config.mjs': `import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig } from '@musawo/build-kit';

// Name, dev port and early reads: musawo.manifest.mjs.
export default createAppConfig({
  dir: path.dirname(fileURLToPath(import.meta.url)),
  kind: 'remote',
  exposes: { './App': './src/app.tsx' },
});
`,
  'src/index.ts': `// The async boundary lets the federation runtime negotiate shared singletons first.
import('./bootstrap');
`,
  'src/bootstrap.tsx': `// Standalone development page: \`npm run dev -w remote-${name}\` (port ${devPort}; the API is proxied to $API_TARGET).
import { renderStandalone } from '@musawo/shared/react';
import { App } from './app';

// The demo sign-in bar exists only in development builds (a release's main.js is never a page anyway).
if (process.env.NODE_ENV !== 'production') void import('@musawo/shared/dev').then((dev) => dev.mountDevSignIn(__API_BASE__));
renderStandalone(<App />, __API_BASE__);
`,
  'src/app.tsx': `import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import manifest from '../musawo.manifest.mjs';

// Each page is a chunk of its own, loaded when its route is opened (lazyPage, ADR 323).
const ${Page} = lazyPage(() => import('./features/${name}/components/${name}-page'), '${Page}');

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { ${Page} };

/** Routes of the ${name} remote: its manifest's (ADR 323). */
export function App() {
  return (
    <RemoteRoot name="${name}" version={__APP_VERSION__}>
      <Routes>{routesOf(manifest, pages)}</Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);
`,
  [`src/features/${name}/components/${name}-page.tsx`]: `import { Page } from '@musawo/shared/react';

export function ${Page}() {
  return <Page title="${Page.replace(/Page$/, '')}" description="A new Musawo remote." />;
}
`,
  [`src/features/${name}/components/${name}-page.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

it('shows its page at /${name}', async () => {
  renderWithPlatform(<App />, { route: '/${name}' });
  expect(await screen.findByRole('heading', { level: 1, name: '${Page.replace(/Page$/, '')}' })).toBeInTheDocument();
});
`,
};
files[`e2e/${name}.spec.ts`] = `import { expect, expectRemote, test } from '../../e2e/tests/support/fixtures';

test('the ${name} remote serves /${name} inside the shell', async ({ page }) => {
  await page.goto('/${name}');
  await expectRemote(page, '${name}');
  await expect(page.getByRole('heading', { level: 1, name: '${Page.replace(/Page$/, '')}' })).toBeVisible();
});
`;
files['README.md'] = `# remote-${name}

The ${name} remote: the page at \`/${name}\` (its routes, guards and menus are in \`musawo.manifest.mjs\`).

- **Alone:** \`npm run dev -w remote-${name}\` serves it on http://localhost:${devPort}/${name} with the API proxied to
  \`API_TARGET\` (default http://localhost:8080: run \`npm start\` or \`npm run serve\` beside it).
- **Tests:** \`npx jest remote-${name}\` (components, beside the code); its journeys are \`e2e/*.spec.ts\` here, run with
  the others by \`npm run e2e\`.
- **Release:** raise \`version\` in \`package.json\`, then \`npm run release -- ${name}\` (\`docs/releasing.md\`).
`;

for (const [file, text] of Object.entries(files)) {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
if (!args.includes('--no-install')) {
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) fail('npm install failed: run it again to link the new workspace.');
}
console.log(`remote-${name}: /${name} on dev port ${devPort}.
  npm run dev -w remote-${name}       standalone, http://localhost:${devPort}/${name}
  npm run release -- ${name}          publish it
  remote-${name}/e2e/${name}.spec.ts  its journey
Written: ${Object.keys(files)
  .map((f) => `remote-${name}/${f}`)
  .join(', ')}`);
