/**
 * A visible tooltip for an icon-only control: the words of its accessible name, shown on hover and
 * on keyboard focus. Give the control an aria-label that contains `text`, so what is seen is also
 * what a voice user says (label in name). Its rules ship with the base stylesheet (main.tsx).
 */
export const tooltip = (text: string) => ({ 'data-tooltip': text });
