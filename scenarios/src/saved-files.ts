/**
 * The files the CLI saves for the user and reads back: worlds (`.worlds/`) and bug bundles
 * (`.bundles/`), both gitignored folders of the workspace, whatever directory pnpm runs from.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A name the user typed or file they cannot use. */
export class WorldFileUsageError extends Error {}

export interface SavedFiles {
  /** NAME → the folder's NAME.json; anything with a slash or ending in .json is taken as a path. */
  path(name: string): string;
  /** Writes the value as JSON (creating the folder for a bare NAME); answers its size in KB. */
  write(name: string, value: unknown): number;
  /** The JSON the file holds; a usage error naming the file when it cannot be read. */
  read(name: string): { path: string; file: unknown };
}

/** `kind` names the file in messages: "world" → "a world NAME", "as a saved world". */
export function savedFiles(folder: string, kind: string, readAs: string): SavedFiles {
  const dir = fileURLToPath(new URL(`../../${folder}/`, import.meta.url));
  const path = (name: string) => {
    if (name.includes('/') || name.endsWith('.json')) return name;
    if (!/^[\w.-]{1,80}$/.test(name) || name.startsWith('.')) {
      throw new WorldFileUsageError(
        `a ${kind} NAME is letters, digits, ".", "_" and "-" (at most 80), got "${name}"`,
      );
    }
    return `${dir}${name}.json`;
  };
  return {
    path,
    write(name, value) {
      const at = path(name);
      if (!name.includes('/')) mkdirSync(dir, { recursive: true });
      const text = JSON.stringify(value);
      writeFileSync(at, text);
      return Math.round(text.length / 1024);
    },
    read(name) {
      const at = path(name);
      try {
        return { path: at, file: JSON.parse(readFileSync(at, 'utf8')) as unknown };
      } catch (error) {
        const reason =
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? 'no such file'
            : (error as Error).message;
        throw new WorldFileUsageError(
          `cannot read ${at} as ${readAs} (${reason}); the running world is unchanged`,
        );
      }
    },
  };
}
