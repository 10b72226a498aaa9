import { describe, expect, it } from 'vitest';
import {
  attestationListPath,
  attestationManagementPath,
  moveItem,
  optionsProblem,
} from './question-order';

describe('question order', () => {
  it('moves a question up or down one place and keeps the ends in place', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('multiple-choice options', () => {
  it('need 2–10 distinct, non-blank options; other types need none', () => {
    expect(optionsProblem('YES_NO', [])).toBeNull();
    expect(optionsProblem('MULTIPLE_CHOICE', ['Yes'])).toBe('tooFew');
    expect(optionsProblem('MULTIPLE_CHOICE', ['Yes', ' '])).toBe('blank');
    expect(optionsProblem('MULTIPLE_CHOICE', ['Yes', 'yes'])).toBe('repeated');
    expect(
      optionsProblem(
        'MULTIPLE_CHOICE',
        Array.from({ length: 11 }, (_, i) => `o${i}`),
      ),
    ).toBe('tooMany');
    expect(optionsProblem('MULTIPLE_CHOICE', ['Yes', 'No', 'Not sure'])).toBeNull();
  });
});

describe('attestation paths', () => {
  it('links the list and the management page, keeping the {path?} prefix', () => {
    expect(attestationManagementPath('/settings/clockout-attestation', 'q-1')).toBe(
      '/settings/clockout-attestation/management/q-1',
    );
    expect(attestationManagementPath('/settings/eu/clockout-attestation')).toBe(
      '/eu/clockout-attestation/management',
    );
    expect(attestationListPath('/eu/clockout-attestation/management/q-1')).toBe(
      '/settings/eu/clockout-attestation',
    );
    expect(attestationListPath('/settings/clockout-attestation/management')).toBe(
      '/settings/clockout-attestation',
    );
  });
});
