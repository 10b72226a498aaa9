/** Registration and passwords (§7) */
export const registration = {};
