/**
 * Path building, in a module without schemas so that the web client (in its entry chunk) does
 * not bring zod with it; define.ts re-exports it.
 */

/** Turns `/v1/brands/:brandId` plus params into a concrete path, escaping every segment value. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
