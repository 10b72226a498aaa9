/** What a window focus means for the session (§4), decided from what the tab knows. */
export interface FocusInputs {
  /** The identity provider's current user (token subject), null when the token is gone. */
  activeSub: string | null;
  /** The subject this tab last saw. */
  knownSub: string | null;
  /** Whether a session user was known in this tab (the timeout toast needs one). */
  userKnown: boolean;
  impersonating: boolean;
}

export type FocusAction =
  { kind: 'none' } | { kind: 'timed-out'; toast: boolean } | { kind: 'refetch-user' };

export function focusDecision({
  activeSub,
  knownSub,
  userKnown,
  impersonating,
}: FocusInputs): FocusAction {
  if (!activeSub)
    return knownSub || userKnown ? { kind: 'timed-out', toast: userKnown } : { kind: 'none' };
  if (activeSub !== knownSub || impersonating) return { kind: 'refetch-user' };
  return { kind: 'none' };
}

/** After the refetch: a different user than the first one pauses this tab. */
export const isPaused = (firstUserId: string | null, userId: string) =>
  firstUserId !== null && firstUserId !== userId;

/** §4: where Ok on the paused dialog reloads to; the non-primary variants use /schedule. */
export const pausedReloadTarget = (primaryVariant: boolean) =>
  primaryVariant ? '/dashboard' : '/schedule';

/** /user/logout with ref and brand. */
export function timeoutLogoutUrl(ref: string, brand: string | null): string {
  const search = new URLSearchParams({ ref });
  if (brand) search.set('brand', brand);
  return `/user/logout?${search.toString()}`;
}

export const SESSION_TIMEOUT_TOAST_MS = 5000;
