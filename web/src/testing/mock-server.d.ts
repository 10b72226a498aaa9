/** What the route tests use of the mock server (mock-server/src/app.ts and its plugins). */
export interface InjectedResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  rawPayload: Buffer;
  json<T = unknown>(): T;
}

export interface InjectOptions {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer | object;
}

export interface MockApp {
  ready(): Promise<unknown>;
  close(): Promise<unknown>;
  inject(options: InjectOptions): Promise<InjectedResponse>;
  world: { usersByEmail: Map<string, { id: string }> };
  identity: {
    issueTokens(
      sub: string,
    ): Promise<{ accessToken: string; idToken: string; refreshToken: string }>;
  };
}

export function buildApp(options?: { origin?: string }): Promise<MockApp>;
