import { LANGUAGES } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { OWN_NAMES } from './language-links';

describe('language links', () => {
  it('[R9-06] name every language in that language, as Intl.DisplayNames does', () => {
    for (const language of LANGUAGES) {
      expect(OWN_NAMES[language]).toBe(
        new Intl.DisplayNames([language], { type: 'language' }).of(language),
      );
    }
    expect(Object.keys(OWN_NAMES)).toEqual([...LANGUAGES]);
  });
});
