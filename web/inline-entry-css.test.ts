import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from './inline-entry-css';

type Hook = { handler: (...args: unknown[]) => unknown };
const asset = (source: string) => ({ type: 'asset', source });
const chunk = (code: string) => ({ type: 'chunk', code, fileName: 'assets/page.js' });
const html =
  '<head><script type="module" src="/assets/main.js"></script><link rel="stylesheet" crossorigin href="/assets/main.css"></head>';

function build(bundle: Record<string, unknown>) {
  const plugin = inlineEntryCss();
  const errors: string[] = [];
  const page = (plugin.transformIndexHtml as Hook).handler(html, { bundle });
  (plugin.generateBundle as Hook).handler.call(
    { error: (message: string) => errors.push(message) },
    {},
    bundle,
  );
  return { page, errors };
}

describe('inlineEntryCss (no render-blocking CSS)', () => {
  it('writes the entry stylesheet into the page and drops the file', () => {
    const bundle: Record<string, unknown> = {
      'assets/main.css': asset('body{margin:0}'),
      'assets/main.js': chunk('import "./app.js";'),
    };
    const { page, errors } = build(bundle);
    expect(page).toContain('<style>body{margin:0}</style>');
    expect(page).not.toContain('rel="stylesheet"');
    expect(bundle['assets/main.css']).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('fails the build when a chunk would still load the inlined file', () => {
    const bundle: Record<string, unknown> = {
      'assets/main.css': asset('body{margin:0}'),
      'assets/page.js': chunk('deps=["assets/main.css"]'),
    };
    expect(build(bundle).errors).toEqual([
      'assets/main.css is inlined in the HTML but assets/page.js still loads it',
    ]);
  });
});
