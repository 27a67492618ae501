import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';

/**
 * The one runner of the server's commands (`npm run ingest`, `import`, `export`, `users:import`,
 * `admin:token`): each command's `main` parses its arguments, asks for the database with `withDatabase`
 * (opened from the environment, closed when the work ends, whether it succeeded or threw) and returns its
 * exit status; an error no command handled is printed as `<name>: <message>` (a stack for anything but a
 * configuration error) and exits with 1.
 */
export interface CliContext {
  /** Opens the environment's database (DATA_DIR or DATABASE_URL), runs `work` on it and closes it in every case. */
  withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T>;
}

/** What a test replaces: where the database comes from, where errors go and how the process ends. */
export interface CliHost {
  openDatabase(): Promise<Database>;
  stderr: { write(text: string): unknown };
  exit(status: number): void;
}

const processHost: CliHost = {
  openDatabase: () => openDatabase(loadConfig()),
  stderr: process.stderr,
  exit: (status) => process.exit(status),
};

/** The line printed for an error no command handled: a configuration error's message, otherwise its stack. */
export function unexpectedErrorLine(name: string, error: unknown): string {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  return `${name}: ${text}\n`;
}

/**
 * Runs a command's `main` and ends the process with its status (1 and the error on stderr when it throws).
 * Resolves to the status, once `host.exit` has been called with it.
 */
export async function runCli(name: string, main: (context: CliContext) => Promise<number>, host: CliHost = processHost): Promise<number> {
  const context: CliContext = {
    async withDatabase(work) {
      const database = await host.openDatabase();
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
  };
  let status: number;
  try {
    status = await main(context);
  } catch (error) {
    host.stderr.write(unexpectedErrorLine(name, error));
    status = 1;
  }
  host.exit(status);
  return status;
}

/** Whether the module at `moduleUrl` (its `import.meta.url`) is the script node was started with. */
export function invokedDirectly(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
}

/**
 * A path given on a command's line, made absolute from the folder the command was typed in: `npm run` starts
 * the script in the repository's root and names the caller's folder in `INIT_CWD`.
 */
export function callerPath(path: string, from: string = process.env.INIT_CWD ?? process.cwd()): string {
  return resolve(from, path);
}
