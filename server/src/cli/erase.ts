import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Db } from '../db/client.js';
import { dataRequests } from '../db/schema.js';
import { ErasureError, eraseLearner } from '../services/erasure.js';

export const usage = 'usage: node server/dist/erase.js --request <data-request id> --actor <who erases>';

/**
 * Answers a data-rights request of type "erasure" (docs/api.md "Data-rights erasure"): erases the learner
 * who made it and prints the audit row's id and the rows removed per table. The operator's tool: it runs
 * against the database of the environment (DATA_DIR or DATABASE_URL), like the server.
 */
export async function runErase(args: string[], db: Db, now = new Date()): Promise<string> {
  const { values } = parseArgs({ args, options: { request: { type: 'string' }, actor: { type: 'string' } }, strict: true });
  const requestId = Number(values.request);
  if (!Number.isInteger(requestId) || requestId < 1 || !values.actor?.trim()) throw new ErasureError(usage);
  const [request] = await db.select({ userId: dataRequests.userId }).from(dataRequests).where(eq(dataRequests.id, requestId));
  if (!request) throw new ErasureError(`no data request ${requestId}`);
  const result = await eraseLearner(db, request.userId, { requestId, actor: values.actor, now });
  const lines = Object.entries(result.counts)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `  ${table}: ${count}`);
  return [`Erased user ${request.userId} for data request ${requestId} (audit row ${result.auditId}):`, ...lines].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    process.stdout.write(`${await runErase(process.argv.slice(2), database.db)}\n`);
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().catch((error: unknown) => {
    const known = error instanceof ErasureError || error instanceof ConfigError || (error instanceof Error && error.name === 'TypeError' && /Unknown option|parseArgs/i.test(error.message));
    process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
