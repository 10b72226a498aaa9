// One lint config for the whole workspace: type-aware TypeScript rules, React hooks and TanStack Query.
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app reads the endpoint table one area at a time, so each chunk bundles only the areas it calls.
const areaImports = {
  name: '@ws/contracts',
  importNames: ['api'],
  message: "Use `import * as api from '@ws/contracts/areas'`: the whole table would land in every chunk.",
};
const restrictImports = (patterns) => ['error', { paths: [areaImports], patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-*/**', '.cache/**', 'contracts/pacts/**', '**/test-results/**', '**/.reports/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': restrictImports([]) },
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    // Features never import each other; routes compose them (house style).
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrictImports([{ group: ['**/features/*/**', '!./**', '!../**'], message: 'Features must not import each other.' }]),
    },
  },
  {
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    rules: {
      'no-restricted-imports': restrictImports([{ group: ['**/features/**', '**/app/**'], message: 'Shared code must not import features or app.' }]),
    },
  },
);
