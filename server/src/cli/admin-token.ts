import { createAdminToken } from '../services/admin-tokens.js';
import { invokedDirectly, runCli, type CliContext } from './run-cli.js';

/**
 * `npm run admin:token`: creates an admin token for `/admin/v1` (docs/api.md "Admin API") in the database of
 * the environment and prints it once; only its hash is stored, and nothing logs it.
 */
async function main({ withDatabase }: CliContext): Promise<number> {
  const token = await withDatabase((database) => createAdminToken(database.db));
  process.stdout.write(`${token}\n`);
  process.stderr.write('This admin token is shown once: keep it secret. Send it as "Authorization: Bearer <token>".\n');
  return 0;
}

if (invokedDirectly(import.meta.url)) void runCli('admin:token', main);
