import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences } from './switcher-preferences';

describe('brand switcher preferences (§3)', () => {
  it('[R3-11] reads the view and archived choice back from the brand list item', () => {
    expect(parsePreferences('{"view":"FLAT","includeArchived":true}')).toEqual({
      view: 'FLAT',
      includeArchived: true,
    });
    expect(parsePreferences('{"view":"STRUCTURED","includeArchived":false}')).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it('accepts a bare view name and falls back to the defaults on anything else', () => {
    expect(parsePreferences('FLAT')).toEqual({ view: 'FLAT', includeArchived: false });
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('{"view":"TREE","includeArchived":"yes"}')).toEqual(
      DEFAULT_PREFERENCES,
    );
  });
});
