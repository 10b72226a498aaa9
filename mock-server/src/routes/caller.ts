/** Bearer routes always have a caller (the auth hook rejects otherwise); this narrows the type. */
export const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('bearer route reached without a caller');
  return value;
};
