/** One table for both benches: what, goal, figure, ratio to the goal's reference, met or not. */
export interface Result {
  what: string;
  goal: string;
  figure: string;
  /** The figure over what the goal compares it with (for an upper bound: the bound over the figure). */
  ratio?: number;
  met?: boolean;
}

export function printResults(title: string, results: Result[]): void {
  const cols = [
    ['what', ...results.map((r) => r.what)],
    ['goal', ...results.map((r) => r.goal)],
    ['figure', ...results.map((r) => r.figure)],
    ['ratio', ...results.map((r) => (r.ratio === undefined ? '' : r.ratio.toFixed(2)))],
    ['met', ...results.map((r) => (r.met === undefined ? '' : r.met ? 'yes' : 'NO'))],
  ];
  const widths = cols.map((c) => Math.max(...c.map((s) => s.length)));
  console.info(`\n${title}\n`);
  for (let i = 0; i <= results.length; i++) {
    console.info(
      cols
        .map((c, j) => (c[i] ?? '').padEnd(widths[j] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
  const missed = results.filter((r) => r.met === false).length;
  console.info(`\n${missed ? `${missed} goal(s) not met` : 'every goal met'} in this run`);
}
