/**
 * The browser build's endpoint table without its summaries and examples. Each entry carries a
 * sentence saying what the call does and an example request, for the OpenAPI document, the pact,
 * the server's tests and the contracts' readers (Node, not this build); the app never reads
 * either, yet each screen's chunk shipped those of the calls it makes (an employer's landing some
 * 60 of them, about 3 KB of gzip). Here the summary a call helper is given after its route
 * (`call('GET /v1/users/info', 'The signed-in user…', …)`) and an entry's `summary:` text become
 * empty strings, and every `example:` is undefined (the helpers that build one are then unused).
 */
import { parseAst, type Plugin } from 'vite';

const ENDPOINTS = /[\\/]contracts[\\/]src[\\/]endpoints[\\/][\w-]+\.ts(\?as-written)?$/;
/** A route's text as a call helper is given it: `'GET /v1/…'`, or `` `GET ${base}/…` ``. */
const ROUTE = /^['"`](GET|POST|PUT|DELETE) [/$]/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

const isText = (node: unknown): node is AstNode =>
  isNode(node) &&
  ((node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0));

/** A part of `code` to replace: [start, end) and what goes there. */
type Cut = readonly [start: number, end: number, text: string];

/**
 * What the web build leaves out of `code` (a TypeScript module): each summary's text becomes `''`,
 * and each `example:` (a request for the tests, the pact and the OpenAPI document) `undefined`.
 */
export function docCuts(code: string): Cut[] {
  const cuts: Cut[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    const [route, summary] = value.type === 'CallExpression' ? (value.arguments as unknown[]) : [];
    const isRoute =
      isNode(route) &&
      (route.type === 'Literal' || route.type === 'TemplateLiteral') &&
      ROUTE.test(code.slice(route.start, route.end));
    if (isRoute && isText(summary)) cuts.push([summary.start, summary.end, "''"]);
    const key = value.type === 'Property' && !value.shorthand ? value.key : undefined;
    const text = isNode(value.value) ? value.value : undefined;
    if (isNode(key) && key.name === 'summary' && isText(text))
      cuts.push([text.start, text.end, "''"]);
    if (isNode(key) && key.name === 'example' && text)
      cuts.push([text.start, text.end, 'undefined']);
    // `{ access, example }`: the property itself, as it names the value it holds.
    const shorthand = value.type === 'Property' && value.shorthand ? value.key : undefined;
    if (isNode(shorthand) && shorthand.name === 'example')
      cuts.push([value.start, value.end, 'example: undefined']);
    for (const child of Object.values(value)) if (typeof child === 'object') visit(child);
  };
  visit(parseAst(code, { lang: 'ts' }));
  return cuts;
}

/** `code` without its summaries and examples; throws when a summary's part is not a quoted text. */
export function withoutSummaries(code: string): string {
  let out = code;
  for (const [start, end, text] of docCuts(code).sort((a, b) => b[0] - a[0])) {
    const part = out.slice(start, end);
    if (text === "''" && !/^(['"`])[^]*\1$/.test(part))
      throw new Error(`not a summary's text: ${part.slice(0, 40)}`);
    out = `${out.slice(0, start)}${text}${out.slice(end)}`;
  }
  return out;
}

export const contractsWithoutSummaries = (): Plugin => ({
  name: 'contracts-without-summaries',
  apply: 'build',
  enforce: 'pre',
  transform: (code, id) =>
    ENDPOINTS.test(id) ? { code: withoutSummaries(code), map: null } : null,
});
