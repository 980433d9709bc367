/**
 * The screen sizes the front desk and the customer's phone are tested at: the front-desk PC (1366×768), a
 * phone (390×844, an iPhone 12–15's CSS viewport) and a desktop browser for layout shift.
 */
export const FRONT_DESK = { width: 1366, height: 768 } as const;
export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1366, height: 768 } as const;
