import { useId, useState } from 'react';

/**
 * A popover's anchor: the ARIA floating-ui's useRole gives it (expanded, haspopup, controls, and
 * the combobox role or menu-labelling id) and a click that toggles (every anchor is a button, so
 * Enter and Space click it too). Dismissal, focus and placement are the panel's (popover-panel.tsx).
 */
export function usePopoverAnchor({
  open,
  onOpenChange,
  role,
  onInterest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  role: 'dialog' | 'menu' | 'listbox';
  /** Called when the anchor is pointed at or focused (a deferred panel starts loading). */
  onInterest?: () => void;
}) {
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const anchorProps = {
    ref: setReference,
    'aria-expanded': open ? 'true' : 'false',
    'aria-haspopup': role,
    'aria-controls': open ? panelId : undefined,
    ...(role === 'listbox' && { role: 'combobox' }),
    // A menu is labelled by its anchor (floating-ui's useRole reads this id).
    ...(role === 'menu' && { id: `${baseId}-anchor` }),
    ...(onInterest && { onPointerEnter: onInterest, onFocus: onInterest }),
    onClick: () => onOpenChange(!open),
  };
  return { anchorProps, reference, panelId };
}
