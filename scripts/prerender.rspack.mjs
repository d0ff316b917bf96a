// Bundles scripts/prerender.tsx for Node, so the first view is rendered by the same module code (and the same
// CommonJS/ESM interop) the browser builds use.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { messagesRule, productionAliases, swcStyledComponents } from '@musawo/build-kit';
import { loadManifests, navFrom } from '@musawo/build-kit/manifests';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The remote whose pages this prerender paints (its release, ADR 324), or none: the shell's frames around the slot.
const remote = process.env.PAINT_REMOTE;
if (remote !== undefined && !/^[a-z][a-z0-9]*$/.test(remote)) throw new Error(`PAINT_REMOTE: not a remote name: ${remote}`);
const paintedApp = remote ? path.join(root, `remote-${remote}`, 'src', 'app') : path.join(root, 'scripts', 'prerender-slot.tsx');

export default {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: { prerender: './scripts/prerender.tsx' },
  output: { path: path.join(root, '.tmp', 'prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
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
    new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify('production'), __MUSAWO_NAV__: JSON.stringify(navFrom(await loadManifests(root))) }),
    // The painted page's remote is bundled with the prerender instead of loaded through federation.
    new rspack.NormalModuleReplacementPlugin(/federation[\\/]remote-loader(\.ts)?$/, path.join(root, 'scripts', 'prerender-remote-loader.tsx')),
  ],
  stats: 'errors-warnings',
};
