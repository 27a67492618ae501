// npm run dev: rollup rebuilds on change; the server restarts whenever its bundle changes.
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root, run } from './lib.mjs';

await ensureDependencies();
await ensureBuild();
const env = { ...process.env, DEMO: process.env.DEMO ?? '1', NODE_ENV: 'development' };
const watcher = run(process.execPath, [join(root, 'node_modules/rollup/dist/bin/rollup'), '-c', '--watch'], { env });
const server = run(process.execPath, ['--watch-path', join(root, 'server/dist'), '--enable-source-maps', join(root, 'server/dist/server.js')], { env });
process.exit(Math.max(await Promise.race([watcher, server]), 0));
