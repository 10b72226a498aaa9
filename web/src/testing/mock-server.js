// The mock server for route tests. The type checker sees it only through mock-server.d.ts: were
// the server's sources imported from TypeScript here, the web package's type check (browser
// libraries) would check them too, and the server is written against Node's.
export { buildApp } from '@ws/mock-server';
