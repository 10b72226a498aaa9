import type { Application } from '@ws/contracts';
import { describe, expect, it } from 'vitest';
import { matchCandidates, matchesTerm } from './match';

const application = (
  id: string,
  candidate: [string, string, string],
  applied_at: string,
): Application => ({
  id,
  stage: 'APPLIED',
  applied_at,
  updated_at: applied_at,
  archived: false,
  candidate: { id: candidate[0], first_name: candidate[1], last_name: candidate[2] },
  brand: { id: 'CH-1', name: 'Harbor Kitchen' },
  position: { id: 'po-1', name: 'Line cook' },
  unread_count: 0,
});

describe('global search matching', () => {
  it('ignores case and accents and needs every word of the term', () => {
    expect(matchesTerm(['José', 'Álvarez'], 'jose')).toBe(true);
    expect(matchesTerm(['Ana', 'Silva', 'Line cook'], 'ana cook')).toBe(true);
    expect(matchesTerm(['Ana', 'Silva'], 'ana cook')).toBe(false);
    expect(matchesTerm(['Ana'], '   ')).toBe(false);
  });

  it('gives one candidate hit per person, leading to their newest application', () => {
    const apps = [
      application('ap-1', ['c-1', 'Casey', 'Moreno'], '2026-10-01T00:00:00.000Z'),
      application('ap-2', ['c-1', 'Casey', 'Moreno'], '2026-11-01T00:00:00.000Z'),
      application('ap-3', ['c-2', 'Dana', 'Kim'], '2026-11-02T00:00:00.000Z'),
    ];
    const hits = matchCandidates(apps, 'moreno');
    expect(hits).toHaveLength(1);
    expect(hits[0]?.application.id).toBe('ap-2');
    expect(hits[0]?.applications).toBe(2);
  });
});
