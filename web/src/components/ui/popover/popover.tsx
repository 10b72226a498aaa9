import type { KeyboardEvent } from 'react';
import '../ui.css';
import { anchoredPopover } from './anchored-popover';
import { PopoverPanel } from './popover-panel';

/**
 * The one floating panel under dropdowns, menus, selects and pickers (§9: offset [0,5], four placements).
 * Form widgets use this one: their panel is there the moment they open, for the keys typed next.
 * A popover whose panel may load on first open is DeferredPopover.
 */
export const Popover = anchoredPopover(PopoverPanel);

/** Arrow keys, Home and End move focus between the items of a list (menu items, options). */
export function moveFocusInList(event: KeyboardEvent<HTMLElement>, itemSelector: string) {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(itemSelector)).filter(
    (el) => el.getAttribute('aria-disabled') !== 'true',
  );
  if (items.length === 0) return;
  const index = items.findIndex((el) => el === document.activeElement);
  const keys: Record<string, number> = {
    ArrowDown: (index + 1) % items.length,
    ArrowUp: (index - 1 + items.length) % items.length,
    Home: 0,
    End: items.length - 1,
  };
  const next = keys[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[next]?.focus();
}
