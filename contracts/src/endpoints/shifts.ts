/** A team's shifts for a week (extension) */
export const shifts = {};
