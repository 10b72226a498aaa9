import type { Environment } from 'vitest/runtime';
import { builtinEnvironments } from 'vitest/runtime';

/**
 * happy-dom's document and window, with modules compiled as for Node: the mock server running in
 * the same process reads its files through `new URL(…, import.meta.url)`, which the browser
 * compilation rewrites into page addresses.
 */
export default {
  ...builtinEnvironments['happy-dom'],
  name: 'happy-dom-node',
  viteEnvironment: 'ssr',
} satisfies Environment;
