import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkGroups, findChunkCycle, type ModuleGraph, staticClosure } from './chunk-groups';

const graphOf = (modules: Record<string, { code?: string; imports?: string[] }>): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    return module
      ? { code: module.code ?? '', importedIds: module.imports ?? [], dynamicallyImportedIds: [] }
      : null;
  },
});

describe('staticClosure', () => {
  it('follows static imports', () => {
    const graph = graphOf({ a: { imports: ['b'] }, b: { imports: ['c'] }, c: {}, d: {} });
    expect([...staticClosure(graph, ['a'])].sort()).toEqual(['a', 'b', 'c']);
  });

  it('reaches through the areas index only the areas a module names', () => {
    const areas = fileURLToPath(new URL('../contracts/src/areas.ts', import.meta.url));
    const graph = graphOf({
      page: {
        code: 'import * as api from "@ws/contracts/areas";\nrequest(api.users.info);',
        imports: [areas],
      },
      [areas]: { imports: ['users.ts', 'brands.ts'] },
      'users.ts': { code: 'export const users = {};', imports: ['user-schema.ts'] },
      'brands.ts': { code: 'export const brands = {};' },
      'user-schema.ts': {},
    });
    expect([...staticClosure(graph, ['page'])].sort()).toEqual(
      ['page', areas, 'user-schema.ts', 'users.ts'].sort(),
    );
  });

  it('reaches through the icon set’s index only the icons a module names', () => {
    const index = '/nm/lucide-react/dist/esm/lucide-react.mjs';
    const graph = graphOf({
      page: { code: 'import { Eye, X as Close } from "lucide-react";', imports: [index] },
      [index]: {
        code: [
          "export { default as Eye, default as EyeIcon } from './icons/eye.mjs';",
          "export { default as Trophy } from './icons/trophy.mjs';",
          "export { default as X } from './icons/x.mjs';",
        ].join('\n'),
        imports: [
          '/nm/lucide-react/dist/esm/icons/eye.mjs',
          '/nm/lucide-react/dist/esm/icons/trophy.mjs',
          '/nm/lucide-react/dist/esm/icons/x.mjs',
        ],
      },
    });
    expect([...staticClosure(graph, ['page'])].sort()).toEqual(
      [
        'page',
        index,
        '/nm/lucide-react/dist/esm/icons/eye.mjs',
        '/nm/lucide-react/dist/esm/icons/x.mjs',
      ].sort(),
    );
  });
});

describe('staticClosure through re-exports', () => {
  it('reaches a name the package index re-exports through a module of schemas only where it is defined', () => {
    const index = fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url));
    const content = '/contracts/src/endpoints/content.ts';
    const graph = graphOf({
      page: { code: 'import { LANGUAGES } from "@ws/contracts";', imports: [index] },
      [index]: { imports: [content] },
      [content]: {
        code: "import { z } from 'zod';\nexport { LANGUAGES } from '../languages.ts';\nexport const content = {};",
        imports: ['zod', '/contracts/src/languages.ts'],
      },
      '/contracts/src/languages.ts': { code: "export const LANGUAGES = ['en'];" },
      zod: {},
    });
    expect([...staticClosure(graph, ['page'])].sort()).toEqual(
      ['page', index, '/contracts/src/languages.ts'].sort(),
    );
  });

  it('reaches through the identity SDK’s indexes, quoted either way, only the calls a module imports', () => {
    const auth = '/nm/aws-amplify/dist/esm/auth/cognito/index.mjs';
    // The subpath `@aws-amplify/auth/cognito` resolves to a file whose path does not spell it.
    const cognito = '/nm/@aws-amplify/auth/dist/esm/providers/cognito/index.mjs';
    const api = (name: string) =>
      `/nm/@aws-amplify/auth/dist/esm/providers/cognito/apis/${name}.mjs`;
    const graph = graphOf({
      page: { code: "import { signIn } from 'aws-amplify/auth/cognito';", imports: [auth] },
      [auth]: { code: "export * from '@aws-amplify/auth/cognito';", imports: [cognito] },
      [cognito]: {
        code: [
          "export { signUp } from './apis/signUp.mjs';",
          "export { signIn } from './apis/signIn.mjs';",
        ].join('\n'),
        imports: [api('signUp'), api('signIn')],
      },
    });
    expect([...staticClosure(graph, ['page'])].sort()).toEqual(
      ['page', auth, cognito, api('signIn')].sort(),
    );
  });

  it('reaches through the query library’s indexes only the files of the names a module imports', () => {
    const hooks = '/nm/@tanstack/react-query/build/modern/index.js';
    const core = '/nm/@tanstack/query-core/build/modern/index.js';
    const file = (name: string) => `/nm/@tanstack/query-core/build/modern/${name}.js`;
    const graph = graphOf({
      page: {
        code: 'import { QueryClient, useQueryClient } from "@tanstack/react-query";',
        imports: [hooks],
      },
      [hooks]: {
        code: [
          'import { useQueryClient } from "./QueryClientProvider.js";',
          'import { useQuery } from "./useQuery.js";',
          'export * from "@tanstack/query-core";',
          'export { useQuery, useQueryClient };',
        ].join('\n'),
        imports: [
          '/nm/@tanstack/react-query/build/modern/QueryClientProvider.js',
          '/nm/@tanstack/react-query/build/modern/useQuery.js',
          core,
        ],
      },
      [core]: {
        code: [
          'import { QueryClient } from "./queryClient.js";',
          'import { QueryObserver } from "./queryObserver.js";',
          'export { QueryClient, QueryObserver };',
        ].join('\n'),
        imports: [file('queryClient'), file('queryObserver')],
      },
      [file('queryClient')]: { imports: [file('query')] },
      [file('query')]: {},
    });
    expect([...staticClosure(graph, ['page'])].sort()).toEqual(
      [
        'page',
        hooks,
        core,
        '/nm/@tanstack/react-query/build/modern/QueryClientProvider.js',
        file('queryClient'),
        file('query'),
      ].sort(),
    );
  });
});

describe('chunkGroups', () => {
  it('leaves the stylesheet the entry imports in the entry chunk, so no lazy chunk lists it', () => {
    const entry = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
    const graph = graphOf({
      [entry]: { imports: ['/web/src/styles.css', '/web/src/app/app.tsx'] },
      '/web/src/styles.css': {},
      '/web/src/app/app.tsx': {},
    });
    const groups = chunkGroups(graph);
    expect(groups.get('/web/src/app/app.tsx')).toBe('app');
    expect(groups.has('/web/src/styles.css')).toBe(false);
    expect(groups.has(entry)).toBe(false);
  });
});

describe('findChunkCycle', () => {
  it('finds chunks that import each other in a circle', () => {
    const chunks = {
      'a.js': { type: 'chunk', imports: ['b.js'] },
      'b.js': { type: 'chunk', imports: ['c.js'] },
      'c.js': { type: 'chunk', imports: ['a.js'] },
    };
    expect(findChunkCycle(chunks)).toEqual(['a.js', 'b.js', 'c.js', 'a.js']);
  });

  it('accepts chunks that share a dependency', () => {
    const chunks = {
      'a.js': { type: 'chunk', imports: ['c.js'] },
      'b.js': { type: 'chunk', imports: ['c.js'] },
      'c.js': { type: 'chunk', imports: [] },
      'a.css': { type: 'asset' },
    };
    expect(findChunkCycle(chunks)).toBeNull();
  });
});
