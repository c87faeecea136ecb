import { type ChildProcess, spawn } from 'node:child_process';

/**
 * `npm run dev`: the Vite dev server (hot reload; laravel-vite-plugin writes public/hot, which the host
 * reads to emit the dev client instead of the build) and the host, restarted on server changes.
 */
const children: ChildProcess[] = [
  spawn('npx', ['vite'], { stdio: 'inherit', env: process.env }),
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
