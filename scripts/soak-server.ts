/**
 * The mock server for `pnpm bench:soak`: server.ts unchanged, plus an IPC answer with the
 * process's memory after a full collection, so the soak compares what is retained, not garbage.
 */
process.on('message', (message) => {
  if (message !== 'memory') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.(process.memoryUsage());
});
const { startMockServer } = await import('@ws/mock-server');
await startMockServer(process.argv.slice(2), process.env);

export {};
