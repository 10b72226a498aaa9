/** Profile schemes (§7) */
export const profile = {};
