// One lint config for the whole workspace: type-aware TypeScript rules, React hooks, TanStack Query,
// and the house's layering: contracts ← scenarios ← mock-server, contracts ← web.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app reads the endpoint table one area at a time, so each chunk bundles only the areas it calls.
const areaImports = {
  name: '@ws/contracts',
  importNames: ['api'],
  message:
    "Use `import * as api from '@ws/contracts/areas'`: the whole table would land in every chunk.",
};

/** Workspace packages a package must not import, by name or by relative path. */
const banned = (...packages) =>
  packages.map((pkg) => ({
    group: [
      `@ws/${pkg}`,
      `@ws/${pkg}/*`,
      `**/${pkg}/src/**`,
      `**/${pkg}/pact/**`,
      `**/${pkg}/test/**`,
      ...(pkg === 'scenarios' ? ['**/*.scenario.ts'] : []),
    ],
    message: `The house's layering: contracts ← scenarios ← mock-server, contracts ← web; this package must not import ${pkg} (README "Design notes").`,
  }));
const webLayer = banned('mock-server', 'scenarios');
// Every folder under web/src/features, each its own zone for the boundary rule below.
const webFeatures = readdirSync(new URL('web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const restrictImports = (patterns, paths = [areaImports]) => ['error', { paths, patterns }];

// Production code only: type-aware linting builds a TypeScript program per project, and on the whole
// workspace (tests included) it cost four times the lint step's CPU; tests' promises are awaited by the runner.
const typed = [
  'contracts/src/**/*.ts',
  'mock-server/src/**/*.ts',
  'scenarios/**/*.ts',
  'scripts/**/*.ts',
  'web/src/**/*.{ts,tsx}',
];
const tests = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/e2e/**', '**/pact/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '.cache/**',
      'contracts/pacts/**',
      '**/test-results/**',
      '**/.reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits, a promise where a void callback is expected, a
    // switch that forgets a member of a union.
    files: typed,
    ignores: tests,
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    // Import cycles, where they were found: the seeded world, the user pool and the web app's identity provider.
    files: [
      'mock-server/src/db/**/*.ts',
      'mock-server/src/identity/**/*.ts',
      'web/src/lib/identity/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Layering: the contract stands alone; web and the mock server never meet but over HTTP;
  // scenarios reach the mock only over HTTP (sim-client) or through their own definitions.
  {
    files: ['contracts/**'],
    rules: {
      'no-restricted-imports': restrictImports(
        banned('mock-server', 'scenarios', 'web', 'scripts'),
        [],
      ),
    },
  },
  {
    files: ['scenarios/**'],
    rules: {
      'no-restricted-imports': restrictImports(banned('mock-server', 'web', 'scripts'), []),
    },
  },
  {
    files: ['mock-server/**'],
    rules: { 'no-restricted-imports': restrictImports(banned('web', 'scripts'), []) },
  },
  { files: ['web/**'], rules: { 'no-restricted-imports': restrictImports(webLayer, []) } },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrictImports(webLayer),
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Imports flow one way, judged on resolved paths so that `../../other-feature` and `@/features/x`
    // are the same import: shared code (components, lib, config) → features → app. A feature never
    // imports another; a route file composes them, and what two features share moves down.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          alias: { '@': [`${import.meta.dirname}/web/src`] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/web/src`,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: './features',
              except: [`./${feature}`],
              message:
                'Features must not import each other: move what both need down to components/ or lib/, or compose them in a route.',
            })),
            {
              target: './features',
              from: './app',
              message: 'Features must not import the app layer.',
            },
            {
              target: ['./components', './lib', './config'],
              from: ['./features', './app'],
              message: 'Shared code (components, lib, config) must not import features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Route tests render the app against the real mock server in process: only the harness and the
    // tests may import it. Production code keeps the ban above (the build would bundle the server).
    files: ['web/src/testing/**', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrictImports(banned('scenarios')) },
  },
);
