import { savedFiles } from './saved-files.ts';
import type { SimClient } from './sim-client.ts';

const worlds = savedFiles('.worlds', 'world', 'a saved world');

export async function saveWorld(client: SimClient, name: string): Promise<string> {
  const path = worlds.path(name);
  const kb = worlds.write(name, await client.saveWorld());
  return `Saved the world to ${path} (${kb} KB).`;
}

export async function loadWorld(client: SimClient, name: string): Promise<string> {
  const { path, file } = worlds.read(name);
  const loaded = await client.loadWorld(file);
  return `Loaded ${path}: scenario "${loaded.scenario}", clock ${loaded.clock}.`;
}
