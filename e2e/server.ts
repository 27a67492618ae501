import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root, startServer as startBuiltServer } from '../scripts/lib.mjs';

/**
 * How long a test server may take to start. Its start (migrations and the demo seed on a fresh PGlite) is a few
 * CPU seconds, but CI runs it beside other runners on a loaded 2-core machine, where 60 s was once not enough
 * (the Firefox lane beside the element step, issue 26). No rule limits it: this only stops a hang.
 */
export const START_TIMEOUT_MS = 300_000;

const templatePrefix = 'ddi-e2e-seeded-';
/** A seeded directory of another build (or a half-made one) is deleted once it is this old. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/** Hashes every file under `folder` (relative to the repository), names included, in a stable order. */
async function hashFolder(hash: ReturnType<typeof createHash>, folder: string): Promise<void> {
  const names = (await readdir(join(root, folder), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const name of names) hash.update(name).update(await readFile(name));
}

/**
 * What a fresh data directory's content depends on: the built server (its migrations runner and the demo seed),
 * the migrations, the demo course files the seed imports, and PGlite's version.
 */
async function templateKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(join(root, 'server/dist/server.js')));
  await hashFolder(hash, 'server/drizzle');
  await hashFolder(hash, 'server/content/demo');
  hash.update(await readFile(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

let template: Promise<string> | undefined;

/**
 * A PGlite data directory as the built server leaves it after its first start (migrated, the demo content
 * seeded, issue 26): a start on a copy skips initdb, the migrations and the seed's inserts, about half of a
 * start's CPU (4.8 against 10.4 CPU s, measured). Made once per build and kept in the temporary folder under
 * a name that hashes what it depends on, so the Firefox lane and every Playwright worker share it; another
 * build's is never read, and is deleted a day after it was made. The seed writes fixed dates only, so an old
 * directory of the same build is the same as a new one.
 */
function seededTemplate(): Promise<string> {
  template ??= (async () => {
    const key = await templateKey();
    const path = join(tmpdir(), `${templatePrefix}${key}`);
    const existing = await readdir(path).catch(() => undefined);
    if (existing?.length) return path;
    // Made in a folder of its own, then renamed into place: a runner starting at the same time never sees half of it.
    const making = await mkdtemp(join(tmpdir(), `${templatePrefix}making-`));
    const { stop } = (await startBuiltServer({ DATA_DIR: making }, { timeoutMs: START_TIMEOUT_MS })) as { stop: () => Promise<unknown> };
    await stop();
    try {
      await rename(making, path);
    } catch {
      // Another runner put its own (the same) there first.
      await rm(making, { recursive: true, force: true });
    }
    // Other builds' directories are left for a day: another checkout on the machine may be copying its own.
    for (const other of await readdir(tmpdir())) {
      if (!other.startsWith(templatePrefix) || other === `${templatePrefix}${key}`) continue;
      const made = await stat(join(tmpdir(), other)).catch(() => undefined);
      if (made && Date.now() - made.mtimeMs > STALE_AFTER_MS) await rm(join(tmpdir(), other), { recursive: true, force: true });
    }
    return path;
  })();
  return template;
}

/**
 * Fills the folder `target` with a copy of the seeded template ({@link seededTemplate}): a migrated database with
 * the demo content, for a command (e.g. the admin-token CLI) that must run on it before the server starts.
 */
export async function copySeededDatabase(target: string): Promise<void> {
  await cp(await seededTemplate(), target, { recursive: true });
}

/**
 * Starts the built server on a free port with a throw-away database and the demo content, plus `env`
 * (e.g. a short assessment time limit). Resolves its base URL and a `stop` that waits for it to exit.
 * Without a `DATA_DIR` in `env`, or with one naming an empty folder, the database is a copy of the seeded
 * template ({@link seededTemplate}), in a temporary folder that `stop` removes when the caller gave none.
 */
export async function startServer(env: Record<string, string> = {}): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const given = env.DATA_DIR;
  const givenIsEmpty = given !== undefined && !given.startsWith('memory://') && (await readdir(given).catch(() => [])).length === 0;
  let owned: string | undefined;
  let dataDir = given;
  if (given === undefined || givenIsEmpty) {
    if (given === undefined) dataDir = owned = await mkdtemp(join(tmpdir(), 'ddi-e2e-db-'));
    await copySeededDatabase(dataDir!);
  }
  const started = (await startBuiltServer({ ...env, DATA_DIR: dataDir! }, { timeoutMs: START_TIMEOUT_MS }).catch(async (error: unknown) => {
    if (owned) await rm(owned, { recursive: true, force: true });
    throw error;
  })) as { url: string; stop: () => Promise<unknown> };
  return {
    baseUrl: started.url,
    stop: async () => {
      await started.stop();
      if (owned) await rm(owned, { recursive: true, force: true });
    },
  };
}
