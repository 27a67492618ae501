import { describe, expect, it } from 'vitest';
import { runCli, type CliHost } from '../src/cli/run-cli.js';
import { ConfigError } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { testDatabase } from './helpers.js';

/** A host around a real in-memory PGlite database that records what the command printed, its exit and the close. */
function recordingHost() {
  const seen = { stderr: '', exits: [] as number[], opened: 0, closed: 0 };
  const host: CliHost = {
    async openDatabase(): Promise<Database> {
      const database = await testDatabase(false);
      seen.opened += 1;
      const close = database.close;
      return {
        ...database,
        close: async () => {
          seen.closed += 1;
          await close();
        },
      };
    },
    stderr: { write: (text: string) => (seen.stderr += text) },
    exit: (status) => void seen.exits.push(status),
  };
  return { host, seen };
}

describe('server commands share one runner (issue 24 review)', () => {
  it("exits with the command's status and closes the database it opened", async () => {
    const { host, seen } = recordingHost();
    const status = await runCli(
      'demo',
      ({ withDatabase }) =>
        withDatabase(async (database) => {
          await expect(database.ping()).resolves.toBeUndefined();
          return 2;
        }),
      host,
    );
    expect(status).toBe(2);
    expect(seen.exits).toEqual([2]);
    expect(seen).toMatchObject({ opened: 1, closed: 1, stderr: '' });
  });

  it("prints an error no command handled as '<name>: …' on stderr, exits with 1 and still closes the database", async () => {
    const { host, seen } = recordingHost();
    const status = await runCli(
      'import',
      ({ withDatabase }) =>
        withDatabase(async () => {
          throw new Error('the disk is full');
        }),
      host,
    );
    expect(status).toBe(1);
    expect(seen.exits).toEqual([1]);
    expect(seen.stderr).toMatch(/^import: Error: the disk is full\n\s+at /);
    expect(seen).toMatchObject({ opened: 1, closed: 1 });
  });

  it('prints a configuration error as its message alone, without a stack', async () => {
    const { host, seen } = recordingHost();
    const status = await runCli(
      'export',
      async () => {
        throw new ConfigError('DATABASE_URL is not a postgres:// URL');
      },
      host,
    );
    expect(status).toBe(1);
    expect(seen.stderr).toBe('export: DATABASE_URL is not a postgres:// URL\n');
    expect(seen.opened).toBe(0);
  });
});
