// npm start: install when needed, build when stale, then serve everything with the demo content.
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureBuild();
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
}
const env = { ...process.env, DEMO: process.env.DEMO ?? '1' };
const server = run(process.execPath, ['--enable-source-maps', join(root, 'server/dist/server.js')], { env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined); // the server shuts itself down
process.exit(await server);
