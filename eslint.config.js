import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

import { readdirSync } from 'node:fs';

// Every remote's folder (ADR 323: a remote is its folder, with its manifest; nothing here names one).
const remotes = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name.startsWith('remote-'))
  .map((d) => d.name)
  .sort();
const otherApps = (self) => ['shell', ...remotes].filter((a) => a !== self);

// ADR 015: one router for the page, React Router behind the @musawo/shared/router singleton. A direct import would
// bundle a second copy of React Router with its own context (a remote's routes would find no router).
const noDirectRouter = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import the router from @musawo/shared/router (inside shared: ../router): it is the one React Router of the page (ADR 015).',
};

// ADR 015: one query client context for the page, React Query behind the @musawo/shared/query singleton.
const noDirectQuery = {
  group: ['@tanstack/react-query', '@tanstack/query-core', '@tanstack/react-query/*', '@tanstack/query-core/*'],
  message: 'Import React Query from @musawo/shared/query (inside shared: ../query): the page has one query client (ADR 015).',
};

// ADR 013: the toast code is a chunk of its own behind @musawo/shared/react's notify and AppToaster; a direct import
// would put it back into the first download, or add a second toast store whose toasts no toaster shows.
const noDirectToast = {
  group: ['react-hot-toast', 'react-hot-toast/*'],
  message: 'Show toasts with notify from @musawo/shared/react (tests clear them with removeToasts from @musawo/shared/testing).',
};

// ADR 101: SQL lives in repositories (modules of functions taking the Kysely db or transaction). Procedures and
// the RPC layer call them; they build no query themselves, so every query of a table is found in one place.
const noQueryBuilding = [
  {
    selector: 'CallExpression > MemberExpression.callee[property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
    message: 'No queries in procedures or the RPC layer: call a repository function (e.g. server/src/auth/users-repo.ts) instead (ADR 101).',
  },
  {
    selector: 'TaggedTemplateExpression[tag.name="sql"], TaggedTemplateExpression[tag.object.name="sql"]',
    message: 'No SQL in procedures or the RPC layer: call a repository function instead (ADR 101).',
  },
  {
    selector: 'ImportDeclaration[source.value="kysely"][importKind!="type"] > ImportSpecifier[importKind!="type"][imported.name=/^(sql|CompiledQuery)$/]',
    message: 'No SQL in procedures or the RPC layer: call a repository function instead (ADR 101).',
  },
];

// Issue 27: the RPC input schemas are the server's (a page takes their types from @musawo/shared/contracts).
const noRpcInputs = {
  group: ['@musawo/shared/rpc-inputs'],
  message: 'Only the server validates input: take the input types (RpcInput) from @musawo/shared/contracts.',
};

// ADR 326: the kit loads its own parts, and the shell starts those a route's manifest names; a remote's copy of the
// loaders would bundle a second calendar.
const noKitParts = {
  group: ['@musawo/shared/parts'],
  message: "The kit loads its parts: name the ones a page's first view shows in the route's `parts` in musawo.manifest.mjs.",
};

const noDeepShared = {
  group: ['@musawo/shared/src/*', '@musawo/shared/*/*', '**/shared/src/*'],
  message: 'Import @musawo/shared only through its public entries (contracts, runtime, react, testing).',
};

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'deploy/**', 'data/**', 'coverage/**', '**/test-results/**', '**/playwright-report/**', '.tmp/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['shared/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}', ...remotes.map((r) => `${r}/src/**/*.{ts,tsx}`)],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Each remote may import only @musawo/shared: no sibling remote, no shell, no server. Inside an app, no feature
  // imports another (DESIGN §8.1): a file in features/<a>/ reaching `../<b>/` or `../../<b>/` is refused, except a
  // page in features/<a>/pages/, which composes features into a route (ADR 323's feature-folder layout).
  ...['shell', ...remotes].flatMap((self) => {
    const appBan =
      self === 'shell'
        ? {
            group: [...remotes, ...remotes.map((r) => `**/${r}/**`), '@musawo/server', '**/server/**'],
            message: 'The shell loads remotes at run time through the registry (loadRemote), never by import.',
          }
        : {
            group: [...otherApps(self), ...otherApps(self).map((a) => `**/${a}/**`), '@musawo/server', '**/server/**'],
            message: 'A remote imports only @musawo/shared: another remote or the shell is deployed separately and may not be there.',
          };
    const shellOnly = self === 'shell' ? [] : [noKitParts];
    const featureBan = (regex) => ({
      regex,
      message: 'Features do not import each other: move what both need to shared-ui/ (or @musawo/shared) instead.',
    });
    return [
      { files: [`${self}/src/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': ['error', { patterns: [noDeepShared, noDirectRouter, noDirectQuery, noDirectToast, noRpcInputs, ...shellOnly, appBan] }] } },
      {
        files: [`${self}/src/features/*/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [noDeepShared, noDirectRouter, noDirectQuery, noDirectToast, noRpcInputs, ...shellOnly, appBan, featureBan('^\\.\\./(?!\\.\\.)')] }] },
      },
      {
        files: [`${self}/src/features/*/*/*.{ts,tsx}`],
        ignores: [`${self}/src/features/*/pages/*.{ts,tsx}`],
        rules: { 'no-restricted-imports': ['error', { patterns: [noDeepShared, noDirectRouter, noDirectQuery, noDirectToast, noRpcInputs, ...shellOnly, appBan, featureBan('^\\.\\./\\.\\./(?!\\.\\.)')] }] },
      },
    ];
  }),
  // A remote's manifest is data, not code: the shell's tests derive the registry, guards and menus from it (ADR 323).
  {
    files: ['shell/src/app/manifests.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [noDeepShared, noDirectRouter, noDirectQuery, noDirectToast, { group: remotes.map((r) => `**/${r}/src/**`), message: 'The shell reads a remote’s manifest only.' }] },
      ],
    },
  },
  {
    files: ['shared/src/react/**/*.{ts,tsx}', 'shared/src/testing/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDirectRouter, noDirectQuery] }] },
  },
  {
    files: ['shared/src/react/**/*.{ts,tsx}'],
    ignores: ['shared/src/react/ui/toast.tsx', 'shared/src/react/ui/toast.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDirectRouter, noDirectQuery, noDirectToast] }] },
  },
  // Contracts are isomorphic: the server imports them, so no React and no DOM.
  {
    files: ['shared/src/contracts/**/*.ts', 'shared/src/runtime/**/*.ts'],
    languageOptions: { globals: { ...globals['shared-node-browser'] } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'styled-components', '@tanstack/*', '**/react/**', '**/testing/**'],
              message: 'shared/contracts and shared/runtime run on the server too: no React, no DOM.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/procedures/**/*.ts', 'server/src/rpc/**/*.ts'],
    // Integration tests read back and arrange rows directly: what is stored is what they check.
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...noQueryBuilding] },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            noDeepShared,
            {
              group: ['@musawo/shared/react', '@musawo/shared/react-extras', '@musawo/shared/testing', 'react', 'react-dom'],
              message: 'The server uses only the isomorphic parts of @musawo/shared (contracts, runtime).',
            },
          ],
        },
      ],
    },
  },
);
