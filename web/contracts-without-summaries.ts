/**
 * The browser build's endpoint table without its summaries. Each entry carries a sentence saying
 * what the call does, for the OpenAPI document and the contracts' readers (Node, not this build);
 * the app never reads one, yet each screen's chunk shipped the sentences of the calls it makes
 * (an employer's landing some 60 of them, about 2 KB of gzip). Here the summary a call helper is
 * given after its route (`call('GET /v1/users/info', 'The signed-in user…', …)`), and an
 * entry's `summary:` text, become empty strings.
 */
import { parseAst, type Plugin } from 'vite';

const ENDPOINTS = /[\\/]contracts[\\/]src[\\/]endpoints[\\/][\w-]+\.ts$/;
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

/** Where the summaries are in `code` (a TypeScript module): [start, end) of each text. */
export function summaryRanges(code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isNode(value)) return;
    const [route, summary] = value.type === 'CallExpression' ? (value.arguments as unknown[]) : [];
    const isRoute =
      isNode(route) &&
      (route.type === 'Literal' || route.type === 'TemplateLiteral') &&
      ROUTE.test(code.slice(route.start, route.end));
    if (isRoute && isText(summary)) ranges.push([summary.start, summary.end]);
    const key = value.type === 'Property' ? value.key : undefined;
    if (isNode(key) && key.name === 'summary' && isText(value.value))
      ranges.push([value.value.start, value.value.end]);
    for (const child of Object.values(value)) if (typeof child === 'object') visit(child);
  };
  visit(parseAst(code, { lang: 'ts' }));
  return ranges;
}

/** `code` with each summary an empty string; throws when a range does not hold a quoted text. */
export function withoutSummaries(code: string): string {
  let out = code;
  for (const [start, end] of summaryRanges(code).sort((a, b) => b[0] - a[0])) {
    const text = out.slice(start, end);
    if (!/^(['"`])[^]*\1$/.test(text))
      throw new Error(`not a summary's text: ${text.slice(0, 40)}`);
    out = `${out.slice(0, start)}''${out.slice(end)}`;
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
