// `npm run dev`: the server rebuilt and restarted on change (port 3000) and Vite's dev server with hot reload
// (http://localhost:5173, proxying /api, /p/ and /uploads to the server).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, serverBuildOptions } from './steps.mjs';

const esbuild = await import('esbuild');
// The same server bundle as `npm run build` (the card page's CSS comes in as text), rebuilt on change.
const context = await esbuild.context({ ...serverBuildOptions(), logLevel: 'info' });
await context.rebuild();
await context.watch();

const children = [
  spawn(process.execPath, ['--enable-source-maps', '--watch', join(root, 'dist', 'server', 'index.js')], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js')], { cwd: root, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  void context.dispose().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
