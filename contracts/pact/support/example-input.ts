import { readFileSync } from 'node:fs';
import type { AnyEndpoint, EndpointExample } from '../../src/index.ts';
import { FIXTURES_DIR } from './names.ts';

const MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** Multipart examples name real fixture files ("fixture:photo.jpg"): Pact sniffs file contents. */
export function fixtureFile(name: string): File {
  const ext = name.split('.').pop() ?? '';
  return new File([readFileSync(FIXTURES_DIR + name)], name, {
    type: MIME[ext] ?? 'application/octet-stream',
  });
}

const isFixture = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('fixture:');

/** The example as the web client's input: fixture names become files for multipart bodies. */
export function exampleInput(entry: AnyEndpoint, example: EndpointExample) {
  let body = example.body;
  if (entry.bodyKind === 'multipart' && body && typeof body === 'object') {
    body = Object.fromEntries(
      Object.entries(body).map(([key, value]) => [
        key,
        Array.isArray(value)
          ? value.map((v) => (isFixture(v) ? fixtureFile(v.slice(8)) : v))
          : isFixture(value)
            ? fixtureFile(value.slice(8))
            : value,
      ]),
    );
  }
  return { params: example.params, query: example.query, body };
}

/** The first fixture file of a multipart example, for Pact's multipart matcher. */
export function firstFixture(example: EndpointExample): { field: string; name: string } | null {
  for (const [field, value] of Object.entries((example.body as Record<string, unknown>) ?? {})) {
    const first = [value].flat()[0];
    if (isFixture(first)) return { field, name: first.slice(8) };
  }
  return null;
}
