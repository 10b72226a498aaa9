import { describe, expect, it } from 'vitest';
import { AVATAR_COLOURS, avatarColour, hashString, initials } from './avatar-style';

describe('avatar (§3)', () => {
  it('[R3-10] takes initials from the first letters of the two names', () => {
    expect(initials('ada', 'lovelace')).toBe('AL');
    expect(initials('Ada')).toBe('A');
    expect(initials()).toBe('');
  });

  it('[R3-10] derives the background colour from a hash of id and names', () => {
    expect(avatarColour(7, 'Ada', 'Lovelace')).toBe(avatarColour(7, 'Ada', 'Lovelace'));
    expect(AVATAR_COLOURS).toContain(avatarColour(7, 'Ada', 'Lovelace'));
    expect(avatarColour(7, 'Ada', 'Lovelace')).toBe(
      AVATAR_COLOURS[hashString('7AdaLovelace') % AVATAR_COLOURS.length],
    );
    const colours = new Set(
      Array.from({ length: 40 }, (_, i) => avatarColour(i, 'Ada', 'Lovelace')),
    );
    expect(colours.size).toBeGreaterThan(3);
  });
});
