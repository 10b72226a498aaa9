/** Spec §9: the access token is refreshed when it expires within 60 s. */
export const TOKEN_REFRESH_WINDOW_S = 60;

/** Expired when the expiry (s) minus an optional margin (s) is earlier than now (ms). */
export function isTokenExpired(expSeconds: number, nowMs: number, marginSeconds = 0): boolean {
  return (expSeconds - marginSeconds) * 1000 < nowMs;
}

/** Runs `task` once for any number of overlapping callers. */
export function singleFlight<T>(task: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | null = null;
  return () => {
    inFlight ??= task().finally(() => {
      inFlight = null;
    });
    return inFlight;
  };
}

export interface TokenSource {
  /** The stored access token and its expiry (s), without refreshing; null when signed out. */
  current(): Promise<{ token: string; exp: number } | null>;
  /** Asks the identity provider for new tokens; resolves to the new access token. */
  refresh(): Promise<string | null>;
  now(): number;
}

/** The current access token, refreshed first (one refresh at a time) when it expires within 60 s. */
export function createAccessTokenGetter(source: TokenSource) {
  /** Counts the refreshes ended, so a reader can tell its token was replaced while it read. */
  let refreshesEnded = 0;
  const refresh = singleFlight(async () => {
    try {
      return await source.refresh();
    } finally {
      refreshesEnded += 1;
    }
  });
  return async function getAccessToken(): Promise<string | null> {
    const before = refreshesEnded;
    const current = await source.current();
    if (!current) return null;
    if (!isTokenExpired(current.exp, source.now(), TOKEN_REFRESH_WINDOW_S)) return current.token;
    // A refresh that ended during this read has stored a new token: read that one rather
    // than start a second refresh (calls in separate tasks would otherwise each refresh in turn).
    return refreshesEnded === before ? refresh() : getAccessToken();
  };
}
