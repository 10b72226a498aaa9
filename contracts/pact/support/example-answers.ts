import type { AnyEndpoint, EndpointExample } from '../../src/index.ts';
import { buildPath } from '../../src/index.ts';
import { applyScenario } from '@ws/scenarios';
import { buildApp } from '../../../mock-server/src/app.ts';
import { exampleInput } from './example-input.ts';

type App = Awaited<ReturnType<typeof buildApp>>;
let app: App | null = null;

/**
 * What the provider answers to an entry's example in its provider state (default: the seed). The consumer's
 * expectations are built from it as shapes (not values), so the pact says what the web app
 * relies on without pinning seeded data.
 */
export async function exampleAnswer(entry: AnyEndpoint, example: EndpointExample): Promise<unknown> {
  app ??= await buildApp();
  applyScenario(app.sim, example.state ?? 'default');
  const headers: Record<string, string> = { ...entry.headers };
  if (entry.auth === 'bearer' && example.caller) {
    const { accessToken } = await app.identity.issueTokens(example.caller);
    headers.authorization = `Bearer ${accessToken}`;
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(example.query ?? {})) {
    for (const item of [value].flat()) search.append(key, String(item));
  }
  const query = search.toString();
  const url = `${buildPath(entry.path, example.params)}${query ? `?${query}` : ''}`;
  const response = await app.inject({ method: entry.method, url, headers, ...(await payloadOf(entry, example, headers)) });
  if (response.statusCode !== 200) {
    throw new Error(`${entry.name}: its example answers ${response.statusCode} ${response.body}`);
  }
  return response.json();
}

export async function closeExampleProvider() {
  await app?.close();
  app = null;
}

async function payloadOf(entry: AnyEndpoint, example: EndpointExample, headers: Record<string, string>) {
  if (example.body === undefined) return {};
  if (entry.bodyKind === 'json') return { payload: example.body as object };
  if (entry.bodyKind === 'raw') return { payload: String(example.body) };
  const form = new FormData();
  for (const [key, value] of Object.entries(exampleInput(entry, example).body as Record<string, unknown>)) {
    for (const item of [value].flat()) form.append(key, item instanceof Blob ? item : String(item));
  }
  const encoded = new Request('http://example.invalid', { method: 'POST', body: form });
  headers['content-type'] = encoded.headers.get('content-type') ?? '';
  return { payload: Buffer.from(await encoded.arrayBuffer()) };
}
