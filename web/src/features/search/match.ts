import type { Application } from '@ws/contracts';

/** Case- and accent-insensitive, so "jose" finds "José" as a manager would expect. */
export const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Every word of the term must appear in one of the fields ("ana kitchen" finds Ana on the kitchen team). */
export function matchesTerm(fields: readonly string[], term: string): boolean {
  const words = normalise(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return false;
  const haystack = fields.map(normalise).join(' ');
  return words.every((w) => haystack.includes(w));
}

export interface CandidateHit {
  id: string;
  first_name: string;
  last_name: string;
  /** The newest application of the candidate: where the result leads. */
  application: Application;
  applications: number;
}

/** One hit per candidate, keeping their newest application, for candidates whose name or job matches. */
export function matchCandidates(
  applications: readonly Application[],
  term: string,
): CandidateHit[] {
  const hits = new Map<string, CandidateHit>();
  for (const a of applications) {
    if (!matchesTerm([a.candidate.first_name, a.candidate.last_name, a.position.name], term))
      continue;
    const hit = hits.get(a.candidate.id);
    if (!hit) hits.set(a.candidate.id, { ...a.candidate, application: a, applications: 1 });
    else {
      hit.applications += 1;
      if (a.applied_at > hit.application.applied_at) hit.application = a;
    }
  }
  return [...hits.values()].sort((a, b) =>
    `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`),
  );
}
