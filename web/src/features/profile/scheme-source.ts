import type { SchemeSource } from '@/lib/queries/profile-scheme';

/**: employers whose entry brand has an active MICE service have an employer scheme; everyone else the job-seeker one. */
export function schemeSource(
  employer: boolean,
  services: readonly { code: string; type: string }[],
): SchemeSource {
  return employer && services.some((s) => s.code === 'MICE' && s.type === 'ACTIVE')
    ? 'employer'
    : 'jobSeeker';
}

/** Scheme colours are stored as `r,g,b` (§3); CSS takes them as rgb(). */
export function cssColour(rgb: string): string | null {
  const parts = rgb.split(',').map((p) => Number(p.trim()));
  if (parts.length !== 3 || parts.some((p) => !Number.isInteger(p) || p < 0 || p > 255))
    return null;
  return `rgb(${parts.join(' ')})`;
}
