import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a mock bound beyond loopback leaves its admin token for the CLI on the same machine
 * (`.cache/` is gitignored). Testers on other machines set MOCK_ADMIN_TOKEN instead.
 */
export const ADMIN_TOKEN_FILE = fileURLToPath(
  new URL('../../.cache/mock-admin-token.json', import.meta.url),
);

export interface SavedAdminToken {
  token: string;
  url: string;
}

/**
 * Owner-only from its first byte: written to a new file created 0600, then renamed over the old
 * one, so the token is never in a file someone else could read, even one left from before.
 */
export function writeAdminToken(saved: SavedAdminToken, file = ADMIN_TOKEN_FILE): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const fresh = `${file}.${process.pid}.tmp`;
  rmSync(fresh, { force: true });
  writeFileSync(fresh, `${JSON.stringify(saved)}\n`, { mode: 0o600, flag: 'wx' });
  renameSync(fresh, file);
}

/** MOCK_ADMIN_TOKEN first, then the file; undefined when neither is there or the file is unreadable. */
export function readAdminToken(
  env: Record<string, string | undefined> = process.env,
  file = ADMIN_TOKEN_FILE,
): string | undefined {
  if (env.MOCK_ADMIN_TOKEN) return env.MOCK_ADMIN_TOKEN;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<SavedAdminToken>;
    return typeof saved.token === 'string' ? saved.token : undefined;
  } catch {
    return undefined;
  }
}
