import { describe, expect, it } from 'vitest';
import { SOCIAL_PROVIDERS as IDENTITY_PROVIDERS } from '../../../lib/identity/popup-outcomes';
import { SOCIAL_PROVIDERS } from './social-icon';

describe('the social sign-in buttons (§2, §4)', () => {
  it('are the identity module’s providers, in its order', () => {
    expect(SOCIAL_PROVIDERS).toEqual([...IDENTITY_PROVIDERS]);
  });
});
