/** Applications and messages (§7) */
export const applications = {};
