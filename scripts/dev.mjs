import { spawn } from 'node:child_process';
import { root } from './lib/build.mjs';

const apiPort = process.env.API_PORT ?? '3001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
