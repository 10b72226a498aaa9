import { randomBytes } from 'node:crypto';
import { ADMIN_TOKEN_FILE, writeAdminToken } from '@ws/scenarios';
import { buildApp } from './app.ts';
import { ConfigError, isLoopback, readServerConfig } from './config.ts';
import { loadWorldFile } from './db/world-file.ts';

/**
 * Starts the mock server as `pnpm --filter @ws/mock-server start` does, from command-line flags and
 * the environment (config.ts lists them), and stops it on SIGINT or SIGTERM.
 */
export async function startMockServer(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Promise<void> {
  let config;
  try {
    config = readServerConfig(argv, env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`error: ${error.message}`);
    process.exit(2);
  }

  // Bound beyond loopback, the control plane (/__sim, /__mailbox) needs this token.
  const shared = !isLoopback(config.host);
  const adminToken = shared
    ? (env.MOCK_ADMIN_TOKEN ?? randomBytes(18).toString('base64url'))
    : null;

  const app = await buildApp({
    origin: config.publicUrl,
    scale: config.scale,
    enterpriseScale: config.enterpriseScale,
    seed: config.seed,
    logger: env.MOCK_LOG === '1',
    allowedOrigins: config.allowedOrigins,
    adminToken,
    journalSize: config.journalSize,
    strictResponses: config.strictResponses,
    proxy: config.proxy,
  });
  if (config.worldFile) {
    const loaded = loadWorldFile(app, config.worldFile);
    if (!loaded.ok) {
      console.error(`error: cannot start from ${config.worldFile}: ${loaded.message}`);
      process.exit(2);
    }
  }
  await app.listen({ port: config.port, host: config.host });
  console.info(
    `mock server listening on ${config.publicUrl}  (docs /docs, simulator /__sim, pnpm scenario --help)`,
  );
  console.info(
    `  bound to ${config.host}:${config.port}; CORS for ${config.allowedOrigins.join(', ')}`,
  );
  if (config.proxy)
    console.info(
      `  proxied to ${config.proxy.target}: ${config.proxy.routes.join(', ')} (drift: pnpm scenario drift)`,
    );
  if (adminToken) {
    // Logs are copied into tickets and CI output: the token goes to a file only its owner can read.
    writeAdminToken({ token: adminToken, url: config.publicUrl });
    console.info(
      `  admin token for /__sim and /__mailbox written to ${ADMIN_TOKEN_FILE} (owner-only; send it as x-admin-token; pnpm scenario on this machine reads it, elsewhere set MOCK_ADMIN_TOKEN)`,
    );
  }

  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
