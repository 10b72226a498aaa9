const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "90s", "10m", "2h", "1d", "1h30m", "-5m" or plain milliseconds; null when unreadable. */
export function parseDuration(text: string): number | null {
  const trimmed = text.trim();
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  const match = /^(-?)((?:\d+(?:ms|s|m|h|d))+)$/.exec(trimmed);
  if (!match?.[2]) return null;
  let total = 0;
  for (const [, amount, unit] of match[2].matchAll(/(\d+)(ms|s|m|h|d)/g)) {
    total += Number(amount) * (UNITS[unit ?? ''] ?? 0);
  }
  return match[1] === '-' ? -total : total;
}

/** A compact reading of an offset for status tables: "+1h 30m", "-5m", "0". */
export function formatDuration(ms: number): string {
  if (ms === 0) return '0';
  const sign = ms < 0 ? '-' : '+';
  let rest = Math.abs(ms);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400_000],
    ['h', 3_600_000],
    ['m', 60_000],
    ['s', 1000],
  ] as const) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size)}${unit}`);
      rest %= size;
    }
  }
  if (rest || !parts.length) parts.push(`${rest}ms`);
  return sign + parts.join(' ');
}
