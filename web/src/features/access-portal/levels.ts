/** Positions settings send level as a comma-separated string; screens show it as a list. */
export const positionLevels = (level: string): string[] =>
  level
    .split(',')
    .map((l) => l.trim())
    .filter(Boolean);

/** A code such as BACK_OF_HOUSE read as words, for codes with no translation. */
export const humanise = (code: string) =>
  code.charAt(0) + code.slice(1).toLowerCase().replace(/_/g, ' ');
