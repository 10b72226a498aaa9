import type { Problem } from '../db/stores/problem.ts';
import { fail } from './define-routes.ts';

export const notFound = (field: string, id: string) =>
  fail(404, 'NOT_FOUND', `No ${id} here`, field);

/** A body that parsed but does not fit the world: the same 400 shape schema validation answers. */
export const invalid = ({ field, message }: Problem) =>
  fail(400, 'VALIDATION_ERROR', `${field}: ${message}`, field);
