import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { SimClient } from './sim-client.ts';

/** Saved worlds live in the workspace's `.worlds/` (gitignored), whatever directory pnpm runs the CLI from. */
export const WORLDS_DIR = fileURLToPath(new URL('../../.worlds/', import.meta.url));

/** A name the user typed or file they cannot use. */
export class WorldFileUsageError extends Error {}

/** NAME → .worlds/NAME.json; anything with a slash or ending in .json is taken as a path. */
export function worldPath(name: string): string {
  if (name.includes('/') || name.endsWith('.json')) return name;
  if (!/^[\w.-]{1,80}$/.test(name) || name.startsWith('.')) {
    throw new WorldFileUsageError(
      `a world NAME is letters, digits, ".", "_" and "-" (at most 80), got "${name}"`,
    );
  }
  return `${WORLDS_DIR}${name}.json`;
}

export async function saveWorld(client: SimClient, name: string): Promise<string> {
  const path = worldPath(name);
  const file = await client.saveWorld();
  if (!name.includes('/')) mkdirSync(WORLDS_DIR, { recursive: true });
  const text = JSON.stringify(file);
  writeFileSync(path, text);
  return `Saved the world to ${path} (${Math.round(text.length / 1024)} KB).`;
}

export async function loadWorld(client: SimClient, name: string): Promise<string> {
  const path = worldPath(name);
  let file: unknown;
  try {
    file = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    const reason =
      (error as NodeJS.ErrnoException).code === 'ENOENT'
        ? 'no such file'
        : (error as Error).message;
    throw new WorldFileUsageError(
      `cannot read ${path} as a saved world (${reason}); the running world is unchanged`,
    );
  }
  const loaded = await client.loadWorld(file);
  return `Loaded ${path}: scenario "${loaded.scenario}", clock ${loaded.clock}.`;
}
