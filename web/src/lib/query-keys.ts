import type { AnyEndpoint } from '@ws/contracts';

/** The one query-key factory: a call's key is its table name plus its input, never typed by hand. */
export const keyFor = (entry: AnyEndpoint, input?: unknown) =>
  input === undefined ? ([entry.name] as const) : ([entry.name, input] as const);
