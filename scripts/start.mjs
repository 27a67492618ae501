// npm start: install when needed, build when stale, then serve everything with the demo content.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureBuild();
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DEMO: process.env.DEMO ?? '1' },
});
// The server shuts down gracefully on either signal; pass them on and exit with it.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
