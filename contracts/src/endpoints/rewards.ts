/** Rewards and recognition (extension) */
export const rewards = {};
