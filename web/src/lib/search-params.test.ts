import { describe, expect, it } from 'vitest';
import { withParams } from './search-params';

describe('withParams: list screens keep filters and page in the URL', () => {
  it('sets the given keys, removes those given empty or null, and keeps the others as they were', () => {
    const current = new URLSearchParams('q=cook&page=3&status=ACTIVE');
    const next = withParams(current, { q: 'chef', page: '', status: null, place: 'Runteview' });
    expect(next.toString()).toBe('q=chef&place=Runteview');
    expect(current.toString()).toBe('q=cook&page=3&status=ACTIVE');
  });
});
