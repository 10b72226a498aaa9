import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

// What a fresh machine has of Node's world: node, npm and the pnpm that bootstrap installs.
const ALLOWED_NODE_TOOLS = new Set(['node', 'npm', 'npx', 'pnpm', 'pnpx']);
const SYSTEM_DIRS = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];

/** A program of a globally installed npm package (tsx, vite, …): what the clean PATH leaves out. */
const isGlobalNodeTool = (file: string) => {
  try {
    return realpathSync(file).includes('/node_modules/');
  } catch {
    return true; // a dangling link runs nothing
  }
};

/**
 * Fills `dir` with links to every system program except the programs of global npm packages,
 * plus node, npm and pnpm wherever they live, and returns it as the whole PATH.
 */
export function cleanPathDir(dir: string): string {
  mkdirSync(dir, { recursive: true });
  const linked = new Set<string>();
  const link = (name: string, target: string) => {
    if (linked.has(name)) return;
    symlinkSync(target, join(dir, name));
    linked.add(name);
  };
  for (const tool of ALLOWED_NODE_TOOLS) {
    const found = execFileSync('bash', ['-c', `command -v ${tool} || true`], {
      encoding: 'utf8',
    }).trim();
    if (found) link(tool, found);
  }
  for (const system of SYSTEM_DIRS.filter(existsSync)) {
    for (const name of readdirSync(system)) {
      const file = join(system, name);
      if (!ALLOWED_NODE_TOOLS.has(name) && !isGlobalNodeTool(file)) link(name, file);
    }
  }
  return dir;
}
