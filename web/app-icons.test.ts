import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

/** The icons every page asks for: the tab's favicon, the home-screen icons and the web manifest naming them. */
const web = (path: string) => new URL(`./${path}`, import.meta.url);
const publicFile = (href: string) => web(`public${href}`);
const html = readFileSync(web('index.html'), 'utf8');
const links = [
  ...html.matchAll(/<link rel="(icon|apple-touch-icon|manifest)" href="([^"]+)"/g),
].map((m) => ({ rel: m[1]!, href: m[2]! }));

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('favicon, app icons and web manifest', () => {
  it('index.html links a favicon, an apple-touch icon and the manifest, each a file the build serves', () => {
    expect(links.map((l) => l.rel)).toEqual(
      expect.arrayContaining(['icon', 'apple-touch-icon', 'manifest']),
    );
    for (const { href } of links) expect(existsSync(publicFile(href)), href).toBe(true);
  });

  it('/favicon.ico, which browsers ask for on their own, is there and is an icon file', () => {
    const ico = readFileSync(publicFile('/favicon.ico'));
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
  });

  it('the manifest names the app and icons of the sizes it says, one of them maskable', () => {
    const manifest = JSON.parse(readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as {
      name: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
    };
    expect(manifest.name).toBeTruthy();
    for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(readFileSync(publicFile(icon.src))), icon.src).toEqual({ width, height });
    }
    expect(manifest.icons.map((i) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  });

  it('the mark the page opens with and the one the app draws are the favicon’s drawing, inline (no image document to build)', () => {
    const drawing = (svg: string) =>
      [...svg.matchAll(/<(rect|path)\b[^>]*?\/?>/g)].map((m) => m[0]);
    const favicon = drawing(readFileSync(publicFile('/favicon.svg'), 'utf8'));
    expect(favicon).toHaveLength(2);
    const shell = drawing(/<svg\s+viewBox="0 0 64 64"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '');
    const mark = readFileSync(web('src/components/layouts/product-mark.tsx'), 'utf8');
    const normalise = (tags: string[]) =>
      tags.map((tag) => tag.replace(/\s*\/?>$/, '').replace(/\s+/g, ' '));
    expect(normalise(shell)).toEqual(normalise(favicon));
    expect(normalise(drawing(mark))).toEqual(normalise(favicon));
    expect(html).not.toMatch(/<img[^>]+favicon\.svg/);
  });

  it('the security policy lets the page load them from its own origin', () => {
    const csp = contentSecurityPolicy(
      { apiOrigin: 'http://localhost:4010', appOrigins: ['http://localhost:4173'] },
      '/',
    );
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).not.toMatch(/manifest-src 'none'/);
  });
});
