// One rspack + Module Federation config for the shell and every remote (DESIGN §8.8), so each app's
// own rspack.config.mjs stays a few lines long. A remote's name, dev port and early reads come from its manifest.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { devRegistry, kitPartsFrom, loadManifests, navFrom } from './manifests.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));
const sharedPkg = readJson(path.join(root, 'shared', 'package.json'));
const sharedMajor = Number(sharedPkg.version.split('.')[0]);

/** Library versions come from the root lockfile's resolution of each app's dependencies. */
const versionOf = (name) => {
  try {
    return readJson(path.join(root, 'node_modules', ...name.split('/'), 'package.json')).version;
  } catch {
    return undefined;
  }
};

const singleton = (name, pkgName = name) => {
  const version = versionOf(pkgName);
  return [name, { singleton: true, requiredVersion: version ? `^${version}` : false, version }];
};

/**
 * The singletons of DESIGN §2. A second copy of any of these breaks context (router, query client,
 * theme) or the bus, so every app shares exactly this list and nothing more.
 */
const sharedSingletons = Object.fromEntries([
  singleton('react'),
  singleton('react-dom'),
  singleton('react-dom/client', 'react-dom'),
  singleton('react/jsx-runtime', 'react'),
  singleton('styled-components'),
  // React Router and React Query are reached only through @musawo/shared/router and @musawo/shared/query (ADR 015),
  // singletons below: a shared library is provided whole, and behind a facade the bundler keeps only what is named. react-hot-toast is reached only through
  // @musawo/shared/react's notify and AppToaster (ADR 013: a chunk of the shell's, fetched after the first view).
  ...['contracts', 'runtime', 'react', 'react-extras', 'forms', 'router', 'query'].map((entry) => [
    `@musawo/shared/${entry}`,
    { singleton: true, version: sharedPkg.version, requiredVersion: `^${sharedMajor}.0.0` },
  ]),
]);

/**
 * Singletons the shell provides as a chunk of its own, fetched when the first page that imports one loads, not with
 * its first scripts (ADR 325): the kit's parts no painted first view needs, and the forms' library (issue 45).
 */
const PROVIDED_LATER = new Set(['@musawo/shared/react-extras', '@musawo/shared/forms']);

/**
 * React Router publishes only its development build under its package exports (warnings, invariant texts); a
 * production bundle takes the production build beside it. React itself picks its build from NODE_ENV.
 */
const routerDist = path.join(root, 'node_modules', 'react-router', 'dist', 'production');
export const productionAliases = {
  'react-router$': path.join(routerDist, 'index.mjs'),
  'react-router/dom$': path.join(routerDist, 'dom-export.mjs'),
  // RxJS's ES2015 build: its default for bundlers is ES5, with a class helper per operator and tslib's.
  'rxjs$': path.join(root, 'node_modules', 'rxjs', 'dist', 'esm', 'index.js'),
};

/**
 * Message catalogues are compiled by the build (messages-loader.mjs, ADR 016), so the browser bundles take FormatJS's
 * entry without the ICU parser (~7 KB gzip).
 */
const noMessageParser = {
  '@formatjs/icu-messageformat-parser$': path.join(root, 'node_modules', '@formatjs', 'icu-messageformat-parser', 'no-parser.js'),
};
/** The browser bundles' styled-components: the names the apps use (aliases/styled-components.mjs). */
const styledComponentsUsed = { 'styled-components$': path.join(here, 'aliases', 'styled-components.mjs') };
/** The rule compiling each app's `src/i18n/<lang>.json`. */
export const messagesRule = { test: /[\\/]i18n[\\/][a-z]{2}\.json$/, loader: path.join(here, 'messages-loader.mjs'), type: 'javascript/auto' };

/**
 * The styled-components compiler plugin gives every styled component an id fixed at build time (from its file and
 * position) instead of one counted as modules happen to evaluate: the build's painted HTML and the browser's first
 * render then name the same classes, which hydration needs (ADR 015). It also minifies the CSS in the bundles.
 */
export const swcStyledComponents = (dev) => [
  '@swc/plugin-styled-components',
  { ssr: true, displayName: dev, fileName: dev, minify: true, pure: true, transpileTemplateLiterals: false },
];

/**
 * Writes `musawo-start.json` next to a released remote's `remoteEntry.js`: the files its exposed App needs before it
 * can render (the chunk groups the container entry opens). The server names them, with the entry, in a `Link:
 * preload` header on the page that remote serves, so a phone on 3G fetches them with the shell's own scripts
 * instead of one round trip after another (ADR 010).
 */
const START_FILE = 'musawo-start.json';
class StartFilesPlugin {
  constructor(containerName, earlyReads) {
    this.containerName = containerName;
    this.earlyReads = earlyReads;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('MusawoStartFiles', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'MusawoStartFiles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const files = new Set();
        for (const group of compilation.chunkGroups) {
          // The container entry opens one group per exposed module; its shared fallbacks come from
          // 'provide shared module' blocks and are never fetched when the shell provides them.
          const fromExpose = (group.origins ?? []).some((o) => String(o.module?.identifier?.() ?? '').startsWith('container entry'));
          if (!fromExpose || !group.getParents().some((p) => p.name === this.containerName)) continue;
          for (const chunk of group.chunks) for (const f of chunk.files) if (f.endsWith('.js')) files.add(f);
        }
        const json = JSON.stringify({ files: [...files].sort(), ...(this.earlyReads.length > 0 ? { early: this.earlyReads } : {}) });
        compilation.emitAsset(START_FILE, new rspack.sources.RawSource(json));
      });
    });
  }
}

/**
 * The production shell's singletons: eager, and with no version range to check. The shell provides these copies
 * and takes them before any remote has registered one, so its own check always compared a version with the range
 * written from that same version, and the runtime's semver check is slow (30-80 ms of a page's start with the CPU
 * slowed 4x, ADR 002). Remotes keep their ranges: a remote built against another major still gets the runtime's
 * warning. The ones in PROVIDED_LATER stay lazy.
 */
const eagerly = (shared) =>
  Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { ...v, eager: !PROVIDED_LATER.has(k), requiredVersion: false }]));

/**
 * Released remotes bring no copy of the singletons (`import: false`): the shell provides every one of them (a released
 * remote already needs the shell, ADR 010), and the copies nobody loads cost each remoteEntry.js their share-scope
 * entries and chunk names (1 KB gzip of every remote page). A remote running alone in development keeps its copies.
 */
const fromShellOnly = (shared) => Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, { ...v, import: false }]));

/**
 * Released remotes take the federation error texts from the shell (ADR 010), as they already take the federation
 * runtime core: remoteEntry.js keeps only the bundler glue. (Their bundler glue reads nothing of the federation SDK;
 * the shell's runtime core brings the parts it uses.)
 */
const remoteSdkAliases = {
  '@module-federation/error-codes$': path.join(here, 'federation', 'error-codes-from-shell.cjs'),
};
/** The bundler glue the runtime plugin imports by its full path (ADR 010, bundler-runtime-from-shell.cjs). */
const bundlerRuntimeFromShell = (kind, dev) =>
  kind === 'remote' && !dev
    ? [new rspack.NormalModuleReplacementPlugin(/webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/, path.join(here, 'federation', 'bundler-runtime-from-shell.cjs'))]
    : [];

/**
 * The production shell takes the federation runtime's ES builds. It is handed the CommonJS ones (the bundler glue and
 * the runtime core plugin by path, the runtime by an alias the federation plugin sets), whose modules all stay in
 * the bundle; the ES builds let the bundler drop what the runtime options switch off (the manifest snapshot and
 * preload plugins, Node loaders). Remotes keep theirs: they bundle only the bits the shell does not provide.
 */
const federationDist = (pkg, file) => path.join(root, 'node_modules', '@module-federation', pkg, 'dist', file);
class FederationEsmPlugin {
  apply(compiler) {
    for (const pkg of ['webpack-bundler-runtime', 'inject-external-runtime-core-plugin']) {
      new rspack.NormalModuleReplacementPlugin(new RegExp(`${pkg}[\\\\/]dist[\\\\/]index\\.cjs$`), federationDist(pkg, 'index.js')).apply(compiler);
    }
    // Over the federation plugins' own aliases (rspack's, set as they apply, and the enhanced plugin's, set once
    // plugins have been applied), which name the CommonJS build.
    compiler.hooks.afterPlugins.tap('MusawoFederationEsm', () => {
      const runtime = federationDist('runtime', 'index.js');
      compiler.options.resolve.alias = { ...compiler.options.resolve.alias, '@module-federation/runtime': runtime, '@module-federation/runtime$': runtime };
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.dir           the app's folder
 * @param {'shell'|'remote'} o.kind
 * @param {Record<string,string>} [o.exposes]
 * A remote's manifest gives its container name (musawo_<name>), dev port and early reads (public reads a page
 * makes first, written to musawo-start.json; the server names them in the page's Link header, ADR 011).
 */
/** The page `npm run dev -w remote-<name>` opens: the remote's App mounted alone (its bootstrap renders into #root). */
const standalonePage = (name) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Musawo — ${name} (standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

export function createAppConfig({ dir, kind, exposes }) {
  return async (_env, argv) => {
    // The remotes beside this app (its repository's remote-* folders), read when rspack asks for the config.
    const manifests = await loadManifests(path.dirname(dir));
    const manifest = kind === 'remote' ? manifests.find((m) => path.resolve(m.dir) === path.resolve(dir)) : undefined;
    if (kind === 'remote' && !manifest) throw new Error(`${dir} has no musawo.manifest.mjs`);
    const name = manifest ? `musawo_${manifest.name}` : 'shell';
    const port = manifest ? manifest.devPort : 3000;
    const earlyReads = manifest?.earlyReads ?? [];
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const dev = mode === 'development';
    const pkg = readJson(path.join(dir, 'package.json'));
    // The release script builds a given version; otherwise the package's own.
    const version = process.env.APP_VERSION || pkg.version;
    const outDir = process.env.APP_OUT_DIR || path.join(dir, 'dist');

    return {
      mode,
      context: dir,
      entry: { main: './src/index.ts' },
      target: ['web', 'es2020'],
      devtool: dev ? 'eval-cheap-module-source-map' : process.env.SOURCE_MAPS ? 'source-map' : false,
      output: {
        path: outDir,
        clean: true,
        // Remotes are served from /remotes/<name>/<version>/: 'auto' resolves chunks next to remoteEntry.js.
        publicPath: kind === 'shell' ? '/' : 'auto',
        uniqueName: name,
        filename: dev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: dev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        // A hung origin must not leave an area spinning for the browser default of 120 s: a hung chunk fails in 5 s
        // and its area shows the fallback (issue 28).
        chunkLoadTimeout: 5_000,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: dev ? {} : { ...productionAliases, ...styledComponentsUsed, ...noMessageParser, ...(kind === 'remote' ? remoteSdkAliases : {}) } },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            loader: 'builtin:swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
                experimental: { plugins: [swcStyledComponents(dev)] },
              },
              env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14, samsung >= 14' },
            },
            type: 'javascript/auto',
          },
          { test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i, type: 'asset/resource' },
          messagesRule,
        ],
      },
      plugins: [
        new rspack.DefinePlugin({
          __APP_NAME__: JSON.stringify(name),
          __APP_VERSION__: JSON.stringify(version),
          __API_BASE__: JSON.stringify(process.env.API_BASE || '/api/v1'),
          __SHARED_MAJOR__: JSON.stringify(sharedMajor),
          __EAGER_SHARED__: JSON.stringify(kind === 'shell' && !dev),
          // The menus the remotes contribute (their manifests' nav), painted with the shell's frame.
          __MUSAWO_NAV__: JSON.stringify(kind === 'shell' ? navFrom(manifests) : []),
          // The kit parts each route's first view shows (ADR 326): the shell starts them before it boots.
          __MUSAWO_KIT_PARTS__: JSON.stringify(kind === 'shell' ? kitPartsFrom(manifests) : []),
        }),
        new ModuleFederationPlugin({
          name,
          ...(kind === 'remote' ? { filename: 'remoteEntry.js', exposes } : { remotes: {} }),
          // The shell's singletons are eager in production: they arrive with its first scripts (several files,
          // fetched in parallel from the HTML) instead of one 3G round trip after main.js has run (ADR 010).
          shared: dev ? sharedSingletons : kind === 'shell' ? eagerly(sharedSingletons) : fromShellOnly(sharedSingletons),
          dts: false,
          // A production remote writes mf-manifest.json (what it exposes), which `npm run release` reads to refuse a
          // build without ./App; browsers never fetch it (the registry names remoteEntry.js).
          manifest: kind === 'remote' && !dev ? { disableAssetsAnalyze: true } : false,
          // The copies already loaded (the shell's) win: a shared module is never the reason to download every
          // registered remote's entry (what 'version-first' does to compare versions), and a remote cannot bring
          // a second copy of a singleton.
          shareStrategy: 'loaded-first',
          ...(kind === 'shell'
            ? { runtimePlugins: [path.join(dir, 'src', 'federation', 'timeout-plugin.ts'), path.join(here, 'federation', 'provide-sdk-plugin.mjs')] }
            : {}),
          // One federation runtime per page (~30 KB gzip): the shell provides it, released remotes use it. A remote
          // running alone in development keeps its own copy, since no shell is there to provide one.
          // In production the runtime drops what a browser loading plain remoteEntry.js files never runs: the
          // manifest snapshot/preload machinery, Node loaders, and (in remotes, which consume no remotes) remote loading.
          experiments:
            kind === 'shell'
              ? { provideExternalRuntime: true, ...(dev ? {} : { optimization: { disableSnapshot: true, target: 'web' } }) }
              : dev
                ? {}
                : { externalRuntime: true, optimization: { disableSnapshot: true, disableRemote: true, target: 'web' } },
        }),
        new rspack.HtmlRspackPlugin({
          // A remote's standalone page is the same for every remote: the kit writes it unless the app has its own.
          ...(existsSync(path.join(dir, 'index.html')) ? { template: path.join(dir, 'index.html') } : { templateContent: standalonePage(manifest?.name ?? 'app') }),
          // A remote's own page (standalone dev) must not also inject its remoteEntry.js. Its scripts are named
          // from the root, so a deep route (e.g. /doctor/42) loads /main.js, not /doctor/main.js.
          chunks: ['main'],
          publicPath: '/',
          minify: !dev,
          ...(kind === 'shell' ? { favicon: path.join(dir, 'favicon.svg') } : {}),
        }),
        kind === 'remote' && !dev && new StartFilesPlugin(name, earlyReads),
        ...bundlerRuntimeFromShell(kind, dev),
        kind === 'shell' && !dev && new FederationEsmPlugin(),
        // Nearly every function of these files runs while a page starts: V8 then compiles them while the file
        // streams in, on a background thread, instead of one by one on the main thread when first called.
        !dev && new rspack.BannerPlugin({ banner: '//# allFunctionsCalledOnLoad', raw: true, test: /\.js$/, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE }),
        dev && new ReactRefreshRspackPlugin(),
      ].filter(Boolean),
      optimization: {
        // NO_MINIFY=1 npm run build: a production build whose CPU profiles name every function and module.
        minimize: !dev && !process.env.NO_MINIFY,
        ...(process.env.NO_MINIFY ? { moduleIds: 'named', concatenateModules: false } : {}),
        // The shell's start-up code is split into several cacheable files the HTML lists, so a shell release does
        // not make phones download the libraries again.
        ...(kind === 'shell' && !dev ? { splitChunks: { chunks: 'all' } } : {}),
      },
      performance: { hints: false },
      experiments: { css: false },
      lazyCompilation: false,
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        // ws: the consultation room's socket (/api/v1/consult/<id>/socket) goes through the same proxy.
        proxy: [{ context: ['/api', '/media'], target: process.env.API_TARGET || 'http://localhost:8080', ws: true }],
        ...(kind === 'shell'
          ? {
              setupMiddlewares: (middlewares) => {
                middlewares.unshift({
                  name: 'musawo-dev-registry',
                  path: '/remotes.json',
                  middleware: (_req, res) => {
                    res.setHeader('content-type', 'application/json');
                    res.setHeader('cache-control', 'no-cache');
                    res.end(JSON.stringify(devRegistry(manifests, sharedMajor, (m) => readJson(path.join(m.dir, 'package.json')).version)));
                  },
                });
                return middlewares;
              },
            }
          : {}),
      },
      stats: 'errors-warnings',
    };
  };
}
