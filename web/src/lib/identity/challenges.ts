/**
 * §4 Login challenges. MASTER_ACCOUNT_TOKEN and CORPORATE_USER_ACCESS_TOKEN are answered from a
 * stored token or the current access token. A custom challenge answer needs the random reference
 * created for the pending login user; an unknown reference gets no answer at all [R4-10, R4-11].
 */
export type ChallengeType = 'MASTER_ACCOUNT_TOKEN' | 'CORPORATE_USER_ACCESS_TOKEN';

interface PendingLogin {
  username: string;
  type: ChallengeType;
  /** The master account's token, stored when the login started. */
  storedToken: string | null;
}

export interface ChallengeDeps {
  getAccessToken(): Promise<string | null>;
  randomReference(): string;
}

export function createChallengeAnswerer(deps: ChallengeDeps) {
  const pending = new Map<string, PendingLogin>();
  return {
    /** Registers a pending login and returns its reference (sent as client metadata). */
    begin(username: string, type: ChallengeType, storedToken: string | null = null): string {
      const reference = deps.randomReference();
      pending.set(reference, { username, type, storedToken });
      return reference;
    },

    /** The answer for the challenge the provider sent, or undefined when the reference is unknown. */
    async answer(parameters: Record<string, string | undefined>): Promise<string | undefined> {
      const login = parameters.reference ? pending.get(parameters.reference) : undefined;
      if (!login || parameters.type !== login.type) return undefined;
      pending.delete(parameters.reference ?? '');
      if (login.type === 'MASTER_ACCOUNT_TOKEN') return login.storedToken ?? undefined;
      return (await deps.getAccessToken()) ?? undefined;
    },

    size: () => pending.size,
  };
}
