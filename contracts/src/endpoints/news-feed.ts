/** News feed (extension) */
export const newsFeed = {};
