/** Bearer routes always have a caller (the auth hook rejects otherwise); this narrows the type. */
export const must = <T>(value: T | null): T => {
  if (value === null) throw new Error('bearer route reached without a caller');
  return value;
};

/**
 * The sign-in session a bearer token belongs to: its token family (`origin_jti`), the same
 * across refreshes and new on each sign-in. The auth hook has verified the token already.
 */
export function sessionOf(authorization: string | undefined): string | null {
  const payload = authorization?.split(' ')[1]?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { origin_jti?: unknown };
    return typeof claims.origin_jti === 'string' ? claims.origin_jti : null;
  } catch {
    return null;
  }
}
