// npm run ingest / admin:token / users:import / import / export: build the server when stale, then run one of its commands (server/dist/<name>.js,
// from server/src/cli/) against the environment's database (DATA_DIR or DATABASE_URL) and VIDEOS_DIR.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild, root } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
if (!['ingest', 'admin-token', 'users-import', 'course-import', 'course-export'].includes(name)) {
  console.error(`server-cli: unknown command ${name}`);
  process.exit(1);
}
try {
  await ensureBuild();
} catch (error) {
  console.error(`npm run ${name}: ${error.message}`);
  process.exit(1);
}
const child = spawn(process.execPath, ['--enable-source-maps', join(root, `server/dist/${name}.js`), ...args], {
  cwd: process.cwd(),
  stdio: 'inherit',
});
// Ctrl-C reaches the whole process group: the command cancels and cleans up; wait for its exit status.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
