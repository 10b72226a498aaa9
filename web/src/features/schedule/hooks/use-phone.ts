import { useSyncExternalStore } from 'react';

/** Where the week's grid would show a day and a half at a time, the schedule shows one day. */
const PHONE = '(max-width: 600px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : null);

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is a phone's width (600 px or less), followed as it turns or resizes. */
export const usePhone = () =>
  useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
