// npm run ingest -- <file> [--title …] [--encrypt]: build the server when stale, then run its ingest command
// (server/src/cli/ingest.ts) against the environment's database (DATA_DIR or DATABASE_URL) and VIDEOS_DIR.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild, root } from './lib.mjs';

try {
  await ensureBuild();
} catch (error) {
  console.error(`npm run ingest: ${error.message}`);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/ingest.js'), ...process.argv.slice(2)], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
// Ctrl-C reaches the whole process group: the command cancels and cleans up; wait for its exit status.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
