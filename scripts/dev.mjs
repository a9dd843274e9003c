// `npm run dev`: the API (reloading on change) and Vite's dev server, which proxies /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? path.resolve('data') };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@labora/api'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', '@labora/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
