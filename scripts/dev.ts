import { spawn } from 'node:child_process';

/** `npm run dev`: the API on :3000, reloading on change, and Vite's dev server in front of it. */
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'api/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', PORT: process.env.API_PORT ?? '3000' },
  }),
  spawn('npx', ['vite', '--host'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
