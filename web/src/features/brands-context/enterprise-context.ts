import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { onContextChange } from '../../lib/context-events';
import { readItem } from '../../lib/storage';
import { readUserContext, takeGid } from './user-context';

/** The enterprise context a gid link set (§2), kept under enterprise_id until a brand is picked. */
export const readEnterpriseId = (): string | null => readItem('enterprise_id');

/**
 * The brand the screens work in: the newest choice wins. A gid in the address (before it
 * is taken out) or stored from one, else the brand picked in the switcher, else the entry brand.
 * Picking a brand drops the stored gid, so the pick is then the newest choice.
 */
export function currentBrandId(entryBrandId: string | null, search = ''): string | null {
  return (
    takeGid(search).gid ??
    readEnterpriseId() ??
    readUserContext()?.active_brand?.brand_id ??
    entryBrandId
  );
}

/** currentBrandId, re-read whenever the context changes (a gid taken, a brand picked). */
export function useCurrentBrandId(entryBrandId: string | null): string | null {
  const { search } = useLocation();
  return useSyncExternalStore(onContextChange, () => currentBrandId(entryBrandId, search));
}
