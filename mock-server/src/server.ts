// The mock server's command: `pnpm --filter @ws/mock-server start [flags]`.
import { startMockServer } from './start.ts';

await startMockServer(process.argv.slice(2), process.env);
