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
