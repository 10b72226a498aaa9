/** §3: initials are the first letters of the two names. */
export function initials(firstName = '', lastName = ''): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** Dark enough for white initials to pass WCAG AA on every entry. */
export const AVATAR_COLOURS = [
  '#0069a8',
  '#7a3ea1',
  '#1f7a4d',
  '#b3261e',
  '#8a5300',
  '#3a4a9f',
  '#9c2c6f',
  '#35605a',
] as const;

/** A stable 32-bit string hash (djb2), so the same person keeps the same colour everywhere. */
export function hashString(text: string): number {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash << 5) + hash + text.charCodeAt(i)) | 0;
  return Math.abs(hash);
}

export function avatarColour(
  id: string | number | undefined,
  firstName = '',
  lastName = '',
): string {
  const colour =
    AVATAR_COLOURS[hashString(`${id ?? ''}${firstName}${lastName}`) % AVATAR_COLOURS.length];
  return colour ?? AVATAR_COLOURS[0];
}
