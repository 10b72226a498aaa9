import { existsSync, readFileSync } from 'node:fs';

export interface RunResult {
  executed: number;
  /** "file › title" of every test that did not end as expected. */
  failed: string[];
  seconds: number;
}

interface Spec {
  title: string;
  file: string;
  tests: { status: 'expected' | 'unexpected' | 'flaky' | 'skipped' }[];
}
interface Suite {
  specs?: Spec[];
  suites?: Suite[];
}

const specsOf = (suite: Suite): Spec[] => [
  ...(suite.specs ?? []),
  ...(suite.suites ?? []).flatMap(specsOf),
];

/** Reads a Playwright JSON report; a run that crashed before writing one counts as one failure. */
export function failuresOf(reportFile: string): Omit<RunResult, 'seconds'> {
  if (!existsSync(reportFile))
    return { executed: 1, failed: ['the run wrote no report (crashed?)'] };
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as { suites: Suite[] };
  const specs = report.suites.flatMap(specsOf);
  const failed = specs
    .filter((spec) =>
      spec.tests.some((test) => test.status === 'unexpected' || test.status === 'flaky'),
    )
    .map((spec) => `${spec.file} › ${spec.title}`);
  return { executed: specs.length, failed };
}
