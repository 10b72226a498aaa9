/** A body that parsed but does not fit the world (unknown id, overlap…): answered 400 naming the field. */
export interface Problem {
  field: string;
  message: string;
}

export const problem = (field: string, message: string): Problem => ({ field, message });

/** The first problem of several checks, in the order given. */
export const firstProblem = (...checks: (Problem | null)[]): Problem | null =>
  checks.find((p) => p !== null) ?? null;
