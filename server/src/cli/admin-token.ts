import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createAdminToken } from '../services/admin-tokens.js';

/**
 * `npm run admin:token`: creates an admin token for `/admin/v1` (docs/api.md "Admin API") in the database of
 * the environment and prints it once; only its hash is stored, and nothing logs it.
 */
async function main(): Promise<void> {
  const database = await openDatabase(loadConfig());
  try {
    const token = await createAdminToken(database.db);
    process.stdout.write(`${token}\n`);
    process.stderr.write('This admin token is shown once: keep it secret. Send it as "Authorization: Bearer <token>".\n');
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().catch((error: unknown) => {
    process.stderr.write(`admin:token: ${error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
