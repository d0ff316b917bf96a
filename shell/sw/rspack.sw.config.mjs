// Builds the service worker alone: one file, deploy/shell/sw.js, never content-hashed (its URL is its identity and
// the server sends it no-cache). __SW_BUILD__ names the shell build it belongs to, so a new shell build changes
// sw.js by at least that string and browsers install the new worker (ADR 321). Kept apart from the shared app
// config on purpose: no federation, no HTML, no splitting.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';

const here = path.dirname(fileURLToPath(import.meta.url));

export default (_env, argv) => {
  const dev = argv.mode === 'development';
  return {
    mode: dev ? 'development' : 'production',
    context: here,
    target: ['webworker', 'es2020'],
    entry: { sw: './sw.ts' },
    devtool: false,
    output: {
      path: process.env.APP_OUT_DIR || path.join(here, '..', 'dist'),
      filename: 'sw.js',
      clean: false,
      publicPath: '/',
      iife: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: { parser: { syntax: 'typescript' } },
            env: { targets: 'chrome >= 87, firefox >= 78, safari >= 14, samsung >= 14' },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __SW_BUILD__: JSON.stringify(process.env.SW_BUILD_ID || 'dev'),
        __API_BASE__: JSON.stringify(process.env.API_BASE || '/api/v1'),
      }),
    ],
    optimization: { minimize: !dev, splitChunks: false, runtimeChunk: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
