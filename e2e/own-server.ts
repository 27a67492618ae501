import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/lib.mjs';
import { test } from './fixtures.js';
import { copySeededDatabase, START_TIMEOUT_MS, startServer } from './server.js';

/**
 * How long the hooks of {@link useOwnServer} may take: a server's whole start bound, plus a minute for the rest
 * (copying the seeded database, the admin-token command). Playwright gives each hook its own timeout, by default
 * one test's minute, which a start beside the other CI runners on a 2-core machine has exceeded.
 */
const HOOK_TIMEOUT_MS = START_TIMEOUT_MS + 60_000;

/** A server started by {@link useOwnServer}; read it inside tests and later hooks only. */
export interface OwnServer {
  /** The server's address, e.g. `http://127.0.0.1:41234`. */
  readonly baseUrl: string;
  /** An admin token for `/admin/v1`, made by the admin-token command on the server's database ('' unless asked for). */
  readonly adminToken: string;
  /** The server's own folder (its database in `db/`, ingested videos in `videos/`), removed after the tests. */
  readonly work: string;
}

/**
 * Registers, in the current `test.describe` (or file), a `beforeAll` that starts a server of its own on a copy of
 * the seeded demo database, with `env` added to its environment, and an `afterAll` that stops it and removes its
 * folder. For a file whose tests change what other files expect untouched, or that need a setting of their own.
 * With `adminToken`, the token is made the documented way, by the admin-token command against that database,
 * before the server starts. The `afterAll` waits for a start still under way (a `beforeAll` that timed out), so the
 * folder is never removed under a running server.
 */
export function useOwnServer(env: Record<string, string> = {}, { adminToken = false } = {}): OwnServer {
  const own = { baseUrl: '', adminToken: '', work: '' };
  let starting: ReturnType<typeof startServer> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT_MS);
    own.work = await mkdtemp(join(tmpdir(), 'ddi-e2e-own-'));
    const folders = { DATA_DIR: join(own.work, 'db'), VIDEOS_DIR: join(own.work, 'videos') };
    await copySeededDatabase(folders.DATA_DIR);
    if (adminToken) {
      const made = spawnSync(process.execPath, [join(root, 'server/dist/admin-token.js')], {
        cwd: root,
        env: { ...process.env, ...folders },
        encoding: 'utf8',
      });
      if (made.status !== 0) throw new Error(`admin-token failed: ${made.stderr}`);
      own.adminToken = made.stdout.trim();
    }
    starting = startServer({ ...env, ...folders });
    own.baseUrl = (await starting).baseUrl;
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT_MS);
    const started = await starting?.catch(() => undefined);
    await started?.stop();
    if (own.work) await rm(own.work, { recursive: true, force: true });
  });

  return own;
}
