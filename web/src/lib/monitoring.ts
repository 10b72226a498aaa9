/** Monitoring sampling (§9): 10 % when logged out or unset, else the brand's setting. */
export const DEFAULT_SAMPLING_PERCENT = 10;

export function samplingPercent(loggedIn: boolean, settings: { is_enabled?: boolean; sampling_percentage?: number | null } | null | undefined): number {
  if (!loggedIn || settings?.sampling_percentage === undefined || settings.sampling_percentage === null) {
    return DEFAULT_SAMPLING_PERCENT;
  }
  if (settings.is_enabled === false) return 0;
  return Math.min(100, Math.max(0, settings.sampling_percentage));
}

/** Whether this page view is sampled, drawn once per page. */
export const isSampled = (percent: number, draw = Math.random()) => draw * 100 < percent;
