// npm run build: always rebuilds the player, the learner app and the server.
import { ensureBuild, ensureDependencies } from './lib.mjs';

try {
  await ensureDependencies();
  await ensureBuild({ force: true });
} catch (error) {
  console.error(`npm run build: ${error.message}`);
  process.exit(1);
}
