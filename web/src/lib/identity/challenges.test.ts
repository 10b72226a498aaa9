import { describe, expect, it } from 'vitest';
import { createChallengeAnswerer } from './challenges';
import { NOT_INITIALIZED, toAuthError, UNKNOWN_ERROR } from './auth-error';

let counter = 0;
const answerer = () =>
  createChallengeAnswerer({
    getAccessToken: async () => 'current-access',
    randomReference: () => `ref-${++counter}`,
  });

describe('login challenges (§4)', () => {
  it('[R4-10] MASTER_ACCOUNT_TOKEN is answered with the stored token', async () => {
    const a = answerer();
    const reference = a.begin('alice', 'MASTER_ACCOUNT_TOKEN', 'stored-master');
    expect(await a.answer({ type: 'MASTER_ACCOUNT_TOKEN', reference })).toBe('stored-master');
  });

  it('[R4-10] CORPORATE_USER_ACCESS_TOKEN is answered with the access token', async () => {
    const a = answerer();
    const reference = a.begin('alice', 'CORPORATE_USER_ACCESS_TOKEN');
    expect(await a.answer({ type: 'CORPORATE_USER_ACCESS_TOKEN', reference })).toBe(
      'current-access',
    );
  });

  it('[R4-11] every pending login has its own random reference; an unknown one gets nothing', async () => {
    const a = answerer();
    const first = a.begin('alice', 'MASTER_ACCOUNT_TOKEN', 't1');
    const second = a.begin('bob', 'MASTER_ACCOUNT_TOKEN', 't2');
    expect(first).not.toBe(second);
    expect(await a.answer({ type: 'MASTER_ACCOUNT_TOKEN', reference: 'made-up' })).toBeUndefined();
    expect(await a.answer({ type: 'MASTER_ACCOUNT_TOKEN' })).toBeUndefined();
    expect(await a.answer({ type: 'MASTER_ACCOUNT_TOKEN', reference: second })).toBe('t2');
    expect(await a.answer({ type: 'MASTER_ACCOUNT_TOKEN', reference: second })).toBeUndefined();
  });
});

describe('auth errors (§8)', () => {
  it('[R8-05] are {message, details}; a failure without text is "Unknown error occurred"', () => {
    expect(
      toAuthError(
        Object.assign(new Error('Incorrect username or password.'), {
          name: 'NotAuthorizedException',
        }),
      ),
    ).toEqual({
      message: 'Incorrect username or password.',
      details: { name: 'NotAuthorizedException' },
    });
    expect(toAuthError(new Error(''))).toMatchObject({ message: UNKNOWN_ERROR });
    expect(toAuthError(undefined)).toMatchObject({ message: UNKNOWN_ERROR });
    expect(NOT_INITIALIZED).toBe(
      'Auth module not initialized. Please ensure init() is called first.',
    );
  });
});
