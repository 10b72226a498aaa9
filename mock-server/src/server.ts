import { buildApp } from './app.ts';
import { DEFAULT_MOCK_PORT } from './config.ts';

const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
const scaleFlag = process.argv.indexOf('--scale');
const scale = scaleFlag > 0 ? Number(process.argv[scaleFlag + 1] ?? 1) : 1;

const app = await buildApp({ origin: `http://localhost:${port}`, scale, logger: process.env.MOCK_LOG === '1' });
await app.listen({ port, host: 'localhost' });
console.info(`mock server listening on http://localhost:${port}`);
