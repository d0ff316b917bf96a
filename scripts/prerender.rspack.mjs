// Bundles for Node, so pages are rendered by the same module code (and the same CommonJS/ESM interop, the same
// styled-components ids) the browser builds use (ADR 335). Without PAINT_REMOTE: scripts/prerender.tsx, the shell's
// frames (.tmp/prerender). With PAINT_REMOTE (and PAINT_VERSION, SSR_OUT_DIR): that remote version's server renderer,
// scripts/ssr-render.tsx with the shell's tree and the remote's App, into SSR_OUT_DIR/render.cjs (its release).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { messagesRule, productionAliases, swcStyledComponents } from '@musawo/build-kit';
import { loadManifests, navFrom, registryFields } from '@musawo/build-kit/manifests';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The remote whose renderer this builds (its release, ADR 335), or none: the shell's frames around the slot.
const remote = process.env.PAINT_REMOTE;
if (remote !== undefined && !/^[a-z][a-z0-9]*$/.test(remote)) throw new Error(`PAINT_REMOTE: not a remote name: ${remote}`);
// A remote's server entry (`src/server.ts`: its App and prefetch, and head(), which the browser never loads), or its App.
const serverEntry = remote && path.join(root, `remote-${remote}`, 'src', 'server.ts');
const paintedApp = remote ? (existsSync(serverEntry) ? serverEntry : path.join(root, `remote-${remote}`, 'src', 'app')) : path.join(root, 'scripts', 'prerender-slot.tsx');
const manifests = await loadManifests(root);
const owner = remote && manifests.find((m) => m.name === remote);
if (remote && !owner) throw new Error(`PAINT_REMOTE: no manifest names ${remote}`);
const version = process.env.PAINT_VERSION ?? '';
if (remote && !/^\d+\.\d+\.\d+/.test(version)) throw new Error(`PAINT_VERSION: not a version: ${version}`);
const outDir = remote ? process.env.SSR_OUT_DIR : path.join(root, '.tmp', 'prerender');
if (!outDir) throw new Error('SSR_OUT_DIR: where the renderer goes');

export default {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: remote ? { render: './scripts/ssr-render.tsx' } : { prerender: './scripts/prerender.tsx' },
  output: { path: outDir, filename: '[name].cjs', chunkFilename: '[name].[contenthash:8].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { ...productionAliases, 'musawo-painted-app$': paintedApp } },
  module: {
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          // The same styled-components ids as the browser builds: hydration needs the same class names (ADR 015).
          jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, experimental: { plugins: [swcStyledComponents(false)] } },
        },
        type: 'javascript/auto',
      },
      // Images the components import become their URLs' file names; the HTML only needs the names.
      { test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i, type: 'asset/resource', generator: { emit: false } },
      messagesRule,
    ],
  },
  optimization: { minimize: false },
  plugins: [
    new rspack.DefinePlugin({
      'process.env.NODE_ENV': JSON.stringify('production'),
      __MUSAWO_NAV__: JSON.stringify(navFrom(manifests)),
      __PAINT_OWNER__: JSON.stringify(owner ? { name: owner.name, version, routes: registryFields(owner).routes } : null),
    }),
    // The rendered page's remote is bundled with the renderer instead of loaded through federation.
    new rspack.NormalModuleReplacementPlugin(/federation[\\/]remote-loader(\.ts)?$/, path.join(root, 'scripts', 'prerender-remote-loader.tsx')),
  ],
  stats: 'errors-warnings',
};
