const SEGMENT = 'rewards-and-recognition';

/**
 * The management pages live beside the tabs (§2: {path?}/rewards-and-recognition/…), so links are
 * built from the part of the current path up to the rewards segment, keeping any {path?} prefix.
 */
export function rewardsBase(pathname: string): string {
  const at = pathname.indexOf(`/${SEGMENT}`);
  return at < 0 ? `/settings/${SEGMENT}` : pathname.slice(0, at + SEGMENT.length + 1);
}

export type ManagedKind = 'budget' | 'rule' | 'raffle';

/** Management pages take one {path?} segment, so settings/ is dropped when another segment follows it. */
export function managementPath(
  pathname: string,
  kind: ManagedKind | 'configuration',
  id?: string,
): string {
  const base = rewardsBase(pathname).replace(/^\/settings(\/[^/]+\/)/, '$1');
  const page = kind === 'configuration' ? kind : `${kind}-management`;
  return `${base}/${page}${id ? `/${encodeURIComponent(id)}` : ''}`;
}

/** Back from a management page to its tab; the tabs live under settings/. */
export function tabPath(pathname: string, tab: 'budget' | 'rules' | 'raffles'): string {
  const base = rewardsBase(pathname);
  return `${base.startsWith('/settings/') ? base : `/settings${base}`}/${tab}`;
}
