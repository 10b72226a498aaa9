/** §4: a single-select replaces its value and closes; a multi-select adds or removes the pick. */
export function pickSingle<T>(value: T): { value: T; close: true } {
  return { value, close: true };
}

export function pickMulti<T>(current: readonly T[], value: T): { value: T[]; close: false } {
  return {
    value: current.includes(value) ? current.filter((v) => v !== value) : [...current, value],
    close: false,
  };
}
