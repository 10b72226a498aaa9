import { chromium } from '@playwright/test';

export interface LoginFormTimes {
  /** Every script, module preload and stylesheet the login page's HTML names. */
  critical: string[];
  /** ms from the HTML's request until it and every critical file have arrived, fetched as a browser would (all at once). */
  criticalMs: number;
  /** ms from Chromium's navigation start until the form's Email field is visible, in a fresh profile. */
  formMs: number;
  /** Requests the page made until then (the dev server: one per source module, 136). */
  requests: number;
}

/** What the page needs before it can render: its scripts, module preloads and stylesheets (icons and the manifest are not). */
const criticalOf = (html: string) =>
  [...html.matchAll(/<(script|link)\b[^>]*>/g)].flatMap(([tag, name]) => {
    if (name === 'link' && !/\srel="(modulepreload|stylesheet)"/.test(tag)) return [];
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    return url?.startsWith('/') ? [url] : [];
  });

/**
 * Times the login page of a running web app twice: over plain HTTP (the HTML and what it names,
 * nothing that depends on the CPU but the server's), and in Chromium until the form shows.
 * Refuses an HTML that names source modules (`/src/…`, `/@vite/client`): that is the dev server.
 */
export async function timeLoginForm(origin: string, chromiumPath: string): Promise<LoginFormTimes> {
  const started = performance.now();
  const html = await (
    await fetch(`${origin}/user/login`, { headers: { accept: 'text/html' } })
  ).text();
  const critical = criticalOf(html);
  const unbuilt = critical.filter((path) => !path.startsWith('/assets/'));
  if (unbuilt.length)
    throw new Error(
      `the login page names source modules, not a build: ${unbuilt.join(', ')} (the dev server?)`,
    );
  await Promise.all(
    critical.map(async (path) => {
      const response = await fetch(`${origin}${path}`);
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      await response.arrayBuffer();
    }),
  );
  const criticalMs = performance.now() - started;

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    let requests = 0;
    page.on('request', () => (requests += 1));
    await page.goto(`${origin}/user/login`);
    await page.getByLabel('Email').waitFor({ timeout: 60_000 });
    // performance.now() in the page counts from its navigation's start: Chromium's own start is not in it.
    const formMs = await page.evaluate(() => performance.now());
    return { critical, criticalMs, formMs, requests };
  } finally {
    await browser.close();
  }
}
