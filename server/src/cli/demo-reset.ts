import { existsSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DemoResetError, resetDemo } from '../db/demo-reset.js';
import { demoLogins } from '../db/seed.js';

/**
 * `npm run demo:reset` (README "Demo logins"): puts the demo learners back to their starting state on the
 * database of the environment (DATA_DIR or DATABASE_URL, like the server) and says what it did.
 */
export async function runDemoReset(database: Pick<Database, 'db' | 'kind'>, where: string): Promise<string> {
  const result = await resetDemo(database.db);
  const lines = Object.entries(result.deleted)
    .filter(([, count]) => count > 0)
    .map(([table, count]) => `  ${table}: ${count}`);
  return [
    `Reset the demo learners ${result.learners.join(', ')} on ${database.kind === 'pglite' ? `PGlite ${where}` : 'PostgreSQL (DATABASE_URL)'}, in one transaction.`,
    'Rows deleted (the seed then re-created the starting ones: users, memberships, enrolments, the seeded tests, the finished course of the graduate):',
    ...lines,
    `The demo logins are as seeded: ${demoLogins.map((login) => `${login.username} / ${login.password}`).join(', ')}.`,
  ].join('\n');
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://') && !existsSync(config.dataDir)) {
    throw new DemoResetError(`there is no database at ${config.dataDir} (DATA_DIR): start the server once with \`npm start\` to create and seed it`);
  }
  const database = await openDatabase(config);
  try {
    process.stdout.write(`${await runDemoReset(database, config.dataDir)}\n`);
  } finally {
    await database.close();
  }
}

const invokedDirectly = process.argv[1] !== undefined && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (invokedDirectly) {
  main().catch((error: unknown) => {
    const known = error instanceof DemoResetError || error instanceof ConfigError;
    process.stderr.write(`demo:reset: ${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
