/**
 * `pnpm --filter @ws/scripts lighthouse [base-url]`: Lighthouse's accessibility and SEO
 * scores, mobile preset, for the login page and the employer landing (sign-up) of a running web app
 * (default http://localhost:5173, e.g. `npm run demo`). Uses CHROME_PATH or /usr/bin/chromium.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const base = process.argv[2] ?? 'http://localhost:5173';
const pages = ['/user/login', '/user/employer', '/user/candidate'];
const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');
const out = mkdtempSync(join(tmpdir(), 'lighthouse-'));

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      score: number | null;
      title: string;
      details?: { items?: { node?: { selector?: string } }[] };
    }
  >;
}

try {
  for (const page of pages) {
    const file = join(out, 'report.json');
    execFileSync(
      process.execPath,
      [
        cli,
        `${base}${page}`,
        '--only-categories=accessibility,seo',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: 'inherit',
      },
    );
    const report = JSON.parse(readFileSync(file, 'utf8')) as Report;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const failing = Object.entries(report.audits)
      .filter(([, a]) => a.score !== null && a.score < 1)
      .map(([id, audit]) => {
        const nodes = (audit.details?.items ?? [])
          .map((item) => item.node?.selector)
          .filter(Boolean);
        return nodes.length ? `${id} (${nodes.join(', ')})` : id;
      });
    console.info(
      `${page}: accessibility ${score('accessibility')}, SEO ${score('seo')}${failing.length ? `; below full marks: ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  rmSync(out, { recursive: true, force: true });
}
