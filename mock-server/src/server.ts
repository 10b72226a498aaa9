import { buildApp } from './app.ts';
import { DEFAULT_MOCK_PORT } from './config.ts';

const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
const flag = (name: string): number | undefined => {
  const at = process.argv.indexOf(name);
  return at > 0 && process.argv[at + 1] !== undefined ? Number(process.argv[at + 1]) : undefined;
};

const app = await buildApp({
  origin: `http://localhost:${port}`,
  scale: flag('--scale') ?? 1,
  seed: flag('--seed'),
  logger: process.env.MOCK_LOG === '1',
});
await app.listen({ port, host: 'localhost' });
console.info(`mock server listening on http://localhost:${port}  (docs /docs, simulator /__sim, pnpm scenario --help)`);

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
