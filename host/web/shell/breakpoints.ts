/** SPEC §2 responsive breakpoints, in px (the same numbers are in shell.css media queries). */
export const BREAKPOINTS = [320, 672, 1056, 1312, 1584] as const;
/** The full header applies from this width. */
export const FULL_HEADER_MIN_WIDTH = 680;
/** Tables take the full width up to this width. */
export const FULL_WIDTH_TABLE_MAX_WIDTH = 768;
