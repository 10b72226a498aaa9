/**
 * The build writes the entry's stylesheet into index.html instead of linking it:
 * the first paint waits for no CSS request, so no stylesheet is render-blocking. It is the app's
 * base CSS, a few KB; the pages' own CSS still comes with their lazy modules. The CSP's style-src
 * already allows inline style ('unsafe-inline', which React's style attributes and libraries'
 * injected styles need); a hash beside it would switch 'unsafe-inline' off, so none is added.
 */
import type { Plugin } from 'vite';

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/([^"]+\.css)"[^>]*>/g;

export function inlineEntryCss(): Plugin {
  const inlined = new Set<string>();
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(STYLESHEET_LINK, (link, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return link;
          const css = String(asset.source);
          if (/<\/style/i.test(css)) return link;
          inlined.add(file);
          return `<style>${css}</style>`;
        });
      },
    },
    // After every page is written: the file goes, unless a chunk would still load it.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of inlined) {
          const user = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.code.includes(file),
          );
          if (user)
            this.error(`${file} is inlined in the HTML but ${user.fileName} still loads it`);
          delete bundle[file];
        }
      },
    },
  };
}
