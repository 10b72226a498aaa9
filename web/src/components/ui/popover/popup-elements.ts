/** §8 developer warnings: a menu opened without its anchor or its popup cannot be placed. */
export const MISSING_ANCHOR_WARNING = 'Menu: missing anchor element';
export const MISSING_POPUP_WARNING = 'Menu: missing popup element';

export function checkPopupElements(
  anchor: Element | null | undefined,
  popup: Element | null | undefined,
  warn: (message: string) => void = console.warn,
): boolean {
  if (!anchor) warn(MISSING_ANCHOR_WARNING);
  if (!popup) warn(MISSING_POPUP_WARNING);
  return Boolean(anchor && popup);
}
