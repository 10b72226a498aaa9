/**
 * The parts of a multipart body written as browsers and HTTP clients write a form, read with a few
 * string searches: a message's text and a file or two cost a tenth of what the general parser
 * spends on them (its per-part objects, header decoding and regular expressions were a third of a
 * sent message's time in the mock). Anything else (a header folded or not ASCII, a disposition
 * with other parameters, an encoded or unquoted name, a body cut short or past a limit) is left
 * to the general parser, so every such body is read, and refused, exactly as before.
 */

/** One part as the form's reader takes it: a file when it names one. */
export interface RawPart {
  name: string;
  filename: string | undefined;
  mediaType: string | undefined;
  bytes: Buffer;
}

export interface PlainFormLimits {
  fileSize: number;
  parts: number;
}

const HEADER_END = '\r\n\r\n';
/** The general parser's bound on a part's headers; longer ones are its to refuse. */
const MAX_HEADER_BYTES = 8 * 1024;
const PLAIN_TEXT = /^[\x20-\x7e]*$/;
const DISPOSITION = /^form-data; name="([^"]*)"(?:; filename="([^"]*)")?$/i;
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+$/;
/** Written once: a regular expression literal inside a function is a new object on every call. */
const SPELLS_FILENAME = /filename/i;

/**
 * The headers as browsers and HTTP clients write them, in one match: the disposition, then at most
 * a media type, printable ASCII without quotes in the names. Whatever this takes, the rules below
 * take alike; anything else is read by them.
 */
const USUAL_HEADERS =
  /^Content-Disposition: form-data; name="([\x20\x21\x23-\x7e]*)"(?:; filename="([\x20\x21\x23-\x7e]*)")?(?:\r\nContent-Type: ([\w.+-]+\/[\w.+-]+))?$/;

/** The part's name, file name and media type from its headers; undefined unless all are plain. */
function headersOf(text: string): ReturnType<typeof anyHeadersOf> {
  const usual = USUAL_HEADERS.exec(text);
  const name = usual?.[1];
  const filename = usual?.[2];
  // A name that spells a file-name parameter is the rules' to refuse.
  if (name === undefined || SPELLS_FILENAME.test(name) || SPELLS_FILENAME.test(filename ?? ''))
    return anyHeadersOf(text);
  return { name, filename, mediaType: usual?.[3] };
}

/** The part's headers read line by line, in any order and spelling; undefined unless all are plain. */
function anyHeadersOf(
  text: string,
): { name: string; filename: string | undefined; mediaType: string | undefined } | undefined {
  let disposition: string | undefined;
  let mediaType: string | undefined;
  for (const line of text.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon <= 0 || !PLAIN_TEXT.test(line)) return undefined;
    const header = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (header === 'content-disposition' && disposition === undefined) disposition = value;
    else if (header === 'content-type' && mediaType === undefined && MEDIA_TYPE.test(value))
      mediaType = value;
    else return undefined;
  }
  const names = disposition === undefined ? null : DISPOSITION.exec(disposition);
  const name = names?.[1];
  // A name, or a file name, that spells a file-name parameter is read by the general rules.
  if (name === undefined || SPELLS_FILENAME.test(name) || /filename\*=/i.test(disposition ?? ''))
    return undefined;
  return { name, filename: names?.[2], mediaType };
}

/**
 * Every part in order, or undefined when the body is not a plain, whole form within the limits
 * (then the general parser reads it). The body is searched as one latin1 string, a character per
 * byte, so its offsets are the body's. String searches stay inside the engine; Buffer searches
 * each crossed into C++ and back, and under load they cost a third of a sent message's time.
 * Files are copied out of the request's bytes; fields are left as views, which the reader turns
 * into text.
 */
export function plainFormParts(
  body: Buffer,
  boundary: string,
  limits: PlainFormLimits,
): RawPart[] | undefined {
  if (!PLAIN_TEXT.test(boundary)) return undefined;
  const text = body.toString('latin1');
  const opening = `--${boundary}`;
  const delimiter = `\r\n--${boundary}`;
  if (!text.startsWith(opening)) return undefined;
  const parts: RawPart[] = [];
  let at = opening.length;
  for (;;) {
    if (text.startsWith('--', at)) return parts;
    if (!text.startsWith('\r\n', at) || parts.length >= limits.parts) return undefined;
    const headerStart = at + 2;
    const headerEnd = text.indexOf(HEADER_END, headerStart);
    if (headerEnd < 0 || headerEnd - headerStart > MAX_HEADER_BYTES) return undefined;
    const headers = headersOf(text.slice(headerStart, headerEnd));
    if (!headers) return undefined;
    const contentStart = headerEnd + HEADER_END.length;
    const contentEnd = text.indexOf(delimiter, contentStart);
    if (contentEnd < 0 || contentEnd - contentStart > limits.fileSize) return undefined;
    const content = body.subarray(contentStart, contentEnd);
    const { name, filename, mediaType } = headers;
    parts.push({
      name,
      filename,
      mediaType,
      bytes: filename === undefined ? content : Buffer.from(content),
    });
    at = contentEnd + delimiter.length;
  }
}
