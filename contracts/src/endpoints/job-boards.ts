/** Job-board partner integration (§7) */
export const jobBoards = {};
