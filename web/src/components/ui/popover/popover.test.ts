import { describe, expect, it, vi } from 'vitest';
import {
  MENU_MAX_HEIGHT,
  POPUP_OFFSET,
  POPUP_PLACEMENTS,
  SELECTOR_PANEL_HEIGHT,
  TIME_LIST_MAX_HEIGHT,
} from '../constants';
import {
  checkPopupElements,
  MISSING_ANCHOR_WARNING,
  MISSING_POPUP_WARNING,
} from './popup-elements';
import { pickMulti, pickSingle } from './selection';

describe('dropdown, menu and selects (§4, §8, §9)', () => {
  it('[R4-25] [R2-44] a single-select replaces its value and closes', () => {
    expect(pickSingle('b')).toEqual({ value: 'b', close: true });
  });

  it('[R4-25] [R2-44] a multi-select adds or removes the pick and stays open', () => {
    expect(pickMulti(['a'], 'b')).toEqual({ value: ['a', 'b'], close: false });
    expect(pickMulti(['a', 'b'], 'a')).toEqual({ value: ['b'], close: false });
  });

  it('[R8-13] warns about a missing anchor or popup element', () => {
    const warn = vi.fn();
    expect(checkPopupElements(null, {} as Element, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(MISSING_ANCHOR_WARNING);
    expect(checkPopupElements({} as Element, undefined, warn)).toBe(false);
    expect(warn).toHaveBeenCalledWith(MISSING_POPUP_WARNING);
    warn.mockClear();
    expect(checkPopupElements({} as Element, {} as Element, warn)).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });

  it('[R9-13] places popups with offset [0,5] at four placements, within the given heights', () => {
    expect(POPUP_OFFSET).toEqual([0, 5]);
    expect(POPUP_PLACEMENTS).toEqual(['top-start', 'bottom-start', 'top-end', 'bottom-end']);
    expect(MENU_MAX_HEIGHT).toBe('35rem');
    expect(TIME_LIST_MAX_HEIGHT).toBe('25rem');
    expect(SELECTOR_PANEL_HEIGHT).toBe('15rem');
  });
});
