// One jest run for every workspace: the browser code in jsdom, the server in node. The remotes are their manifests' (ADR 323).
import path from 'node:path';
import { kitPartsFrom, loadManifests, navFrom } from '@musawo/build-kit/manifests';

const manifests = await loadManifests(import.meta.dirname);
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+musawo\\.manifest\\.mjs$': swc, '^.+build-kit/derive\\.mjs$': swc },
  // jose, cookie and content-disposition (@fastify/static's) ship ESM only; everything else in node_modules is CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(jose|cookie|content-disposition|intl-messageformat|@formatjs)/)'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(png|jpe?g|webp|svg|mp4|webm)$': '<rootDir>/shared/src/testing/file-stub.cjs',
  },
};

/** @type {import('jest').Config} */
export default {
  // A PostgreSQL schema migrated in a hook, or a form typed key by key, can take more than jest's 5 s while the rest of
  // a CI run (two workers, both engines) shares the two cores: a time-out here said "busy", never "wrong".
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/shell/sw',
        ...manifests.map((m) => `<rootDir>/${path.basename(m.dir)}/src`),
      ],
      setupFilesAfterEnv: ['<rootDir>/shared/src/testing/jest-setup.ts'],
      globals: { __APP_NAME__: 'test', __APP_VERSION__: '0.0.0-test', __API_BASE__: '/api/v1', __MUSAWO_NAV__: navFrom(manifests), __MUSAWO_KIT_PARTS__: kitPartsFrom(manifests) },
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/build-kit'],
    },
  ],
};
