/** Versioning and monitoring (§7) */
export const versioning = {};
