// npm run demo:reset: install and build when needed, then put the demo learners back to their starting
// state on the database `npm start` uses (./data, or DATA_DIR / DATABASE_URL) — server/src/cli/demo-reset.ts.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBuild, ensureDependencies, root } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureBuild();
} catch (error) {
  console.error(`npm run demo:reset: ${error.message}`);
  process.exit(1);
}
const reset = spawn(process.execPath, ['--enable-source-maps', join(root, 'server/dist/demo-reset.js')], { cwd: root, stdio: 'inherit' });
reset.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
