/**
 * `npm run demo`: the seeded mock server and the web app, fully offline. Ctrl-C stops both.
 * Ports: MOCK_PORT (default 4010) and WEB_PORT (default 5173).
 */
import { spawn } from 'node:child_process';
import { seedWorld } from '@ws/mock-server/db/seed.ts';
import { DEMO_PASSWORD } from '@ws/mock-server/db/demo-accounts.ts';

const mockPort = process.env.MOCK_PORT ?? '4010';
const webPort = process.env.WEB_PORT ?? '5173';
const env = { ...process.env, MOCK_PORT: mockPort, WEB_PORT: webPort };

const children = [
  spawn('pnpm', ['--silent', '--filter', '@ws/mock-server', 'start'], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
  spawn('pnpm', ['--silent', '--filter', '@ws/web', 'exec', 'vite', '--logLevel', 'warn'], { env, stdio: ['ignore', 'inherit', 'inherit'] }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());

const accounts = [...seedWorld().users.values()].filter((u) => u.demo_note);
console.info(`
  Web app      http://localhost:${webPort}
  Mock server  http://localhost:${mockPort}

  Demo accounts (password ${DEMO_PASSWORD}):
${accounts.map((u) => `    ${u.email.padEnd(24)} ${u.demo_note}`).join('\n')}

  Ctrl-C stops both.
`);
