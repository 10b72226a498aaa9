/**
 * What an upload's bytes are, by their magic numbers, checked against the type the client
 * declared. Small and local rather than a dependency: the app takes a handful of types.
 */

type Pattern = { at?: number; bytes: string | number[] };
type Signature = Pattern & { type: string };

const SIGNATURES: Signature[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/gif', bytes: 'GIF8' },
  { type: 'application/pdf', bytes: '%PDF' },
  { type: 'video/mp4', at: 4, bytes: 'ftyp' },
  { type: 'video/webm', bytes: [0x1a, 0x45, 0xdf, 0xa3] },
  { type: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
  { type: 'application/x-msdownload', bytes: 'MZ' },
  { type: 'application/x-executable', bytes: [0x7f, 0x45, 0x4c, 0x46] },
];

const ALIASES: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'video/quicktime': 'video/mp4',
  'application/x-zip-compressed': 'application/zip',
};

/** Types a browser may run or render as a document: never accepted, whatever they are declared as. */
const ACTIVE = new Set([
  'text/html',
  'image/svg+xml',
  'application/xhtml+xml',
  'text/xml',
  'application/xml',
  'text/javascript',
  'application/javascript',
]);
const ACTIVE_TEXT = /^\s*<(\?xml|!doctype\s+(html|svg)|html|svg|script|iframe|body|head)\b/i;
const ACTIVE_ANYWHERE = /<(svg|script|iframe)\b/i;

/** Types that always carry their signature: declared as one, the bytes must show it. */
const STRICT = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf']);

const matches = (bytes: Uint8Array, { at = 0, bytes: want }: Pattern) => {
  const expected = typeof want === 'string' ? [...want].map((c) => c.charCodeAt(0)) : want;
  return expected.every((b, i) => bytes[at + i] === b);
};

export const normaliseType = (type: string) => {
  const base = type.split(';')[0]?.trim().toLowerCase() ?? '';
  return ALIASES[base] ?? base;
};

/** The type the bytes show, or undefined when they carry no signature this table knows. */
export function detectType(bytes: Uint8Array): string | undefined {
  if (matches(bytes, { bytes: 'RIFF' }) && matches(bytes, { at: 8, bytes: 'WEBP' }))
    return 'image/webp';
  const found = SIGNATURES.find((s) => matches(bytes, s));
  if (found) return found.type;
  const head = Buffer.from(bytes.subarray(0, 1024))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (ACTIVE_TEXT.test(head))
    return /<(\?xml|!doctype\s+svg|svg)\b/i.test(head) && !/<html\b/i.test(head)
      ? 'image/svg+xml'
      : 'text/html';
  if (ACTIVE_ANYWHERE.test(head)) return 'text/html';
  return undefined;
}

/**
 * Why the bytes cannot be taken as `declared`, or null when they can. HTML, SVG and script are
 * refused outright; a recognised signature must agree with the declared type; image and PDF types
 * must show theirs. Bytes of no known signature pass for other types (plain text, and the
 * placeholder videos the demo and contract examples send).
 */
export function refuseDeclaredType(declared: string, bytes: Uint8Array): string | null {
  const type = normaliseType(declared);
  const found = detectType(bytes);
  if (ACTIVE.has(type) || (found !== undefined && ACTIVE.has(found))) {
    return `${found ?? type} content is not accepted (it could run as a page on this origin)`;
  }
  if (found !== undefined && found !== type && type !== 'application/octet-stream') {
    return `declared as ${type} but the bytes are ${found}`;
  }
  if (found === undefined && STRICT.has(type))
    return `declared as ${type} but the bytes are not a ${type} file`;
  if (
    found !== undefined &&
    type === 'application/octet-stream' &&
    found.startsWith('application/x-')
  ) {
    return `${found} files are not accepted`;
  }
  return null;
}

/** The presigned upload's declared type from the media type and format it was issued for. */
export function declaredMediaType(mediaType: string, format: string): string {
  const f = format.toLowerCase().replace(/^\./, '');
  if (mediaType === 'IMAGE') return normaliseType(`image/${f === 'jpg' ? 'jpeg' : f}`);
  if (mediaType === 'VIDEO') return normaliseType(`video/${f === 'mov' ? 'quicktime' : f}`);
  return 'application/octet-stream';
}
