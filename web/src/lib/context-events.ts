/** §4: context changes are announced so every brand list can refresh itself. */
const EVENT = 'harbor:context-change';

export interface ContextChange {
  reason: 'brand-switch' | 'enterprise' | 'favourites';
  brandId?: string;
}

export function emitContextChange(detail: ContextChange): void {
  window.dispatchEvent(new CustomEvent<ContextChange>(EVENT, { detail }));
}

export function onContextChange(listener: (change: ContextChange) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ContextChange>).detail);
  window.addEventListener(EVENT, handler);
  return () => window.removeEventListener(EVENT, handler);
}
