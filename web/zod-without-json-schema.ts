/**
 * The browser build's zod without its JSON Schema generator. zod's classic schemas keep a
 * reference to the generator (for `toJSONSchema()` and Standard Schema's `jsonSchema`), so it ships
 * in every chunk that builds a schema although the app only ever parses responses with them: about
 * a quarter of zod's gzip bytes. The contracts package still generates the OpenAPI document with
 * the real generator (Node, not this build). Here each of the generator's exports is a function
 * that throws, so a future client use fails loudly instead of producing a wrong document.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/](json-schema-processors|to-json-schema)\.js$/;

/** The names a module exports (`export function x`, `export const x`, `export { a as b }`). */
function exportedNames(code: string): string[] {
  const names = new Set<string>();
  for (const [, name] of code.matchAll(
    /^export (?:async )?(?:function\*?|const|let|class) (\w+)/gm,
  ))
    names.add(name as string);
  for (const [, list] of code.matchAll(/^export \{([^}]*)\}/gm))
    for (const item of (list as string).split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names];
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!GENERATOR.test(id)) return null;
      const names = exportedNames(readFileSync(id, 'utf8'));
      const stub = `const absent = () => { throw new Error('JSON Schema generation is not part of the web build'); };`;
      return [stub, ...names.map((name) => `export const ${name} = absent;`)].join('\n');
    },
  };
}
