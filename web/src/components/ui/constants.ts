/** §9 layout constants shared by the widgets; CSS reads the same numbers from ui.css. */
export const DIALOG_SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];

/** Buttons, password fields and selects. */
export const CONTROL_SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type ControlSize = (typeof CONTROL_SIZES)[number];

export const MODAL_BASE_Z_INDEX = 1030;
/** Each stacked modal sits this far above the one below, leaving room for its backdrop. */
export const MODAL_LAYER_STEP = 10;

export const MENU_MAX_HEIGHT = '35rem';
export const TIME_LIST_MAX_HEIGHT = '25rem';
export const SELECTOR_PANEL_HEIGHT = '15rem';

/** Popup offset [skidding, distance] in px. */
export const POPUP_OFFSET = [0, 5] as const;
export const POPUP_PLACEMENTS = ['top-start', 'bottom-start', 'top-end', 'bottom-end'] as const;
export type PopupPlacement = (typeof POPUP_PLACEMENTS)[number];
