import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationAreas } from '../src/db/client.js';

/**
 * Migration `learning/0008_goal_changes` (decision 0104): a weekly goal stored before it (one row per learner in
 * `learning_goals`) becomes that learner's one goal change, in force since the epoch, so every week is judged
 * against it as before; `0009` then drops the old table.
 */

const work = await mkdtemp(join(tmpdir(), 'goal-migration-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** A copy of an area's migrations holding only those before `tag`. */
async function migrationsBefore(folder: string, tag: string): Promise<string> {
  const copy = join(work, tag);
  await cp(folder, copy, { recursive: true });
  const journalPath = join(copy, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

describe('a weekly goal kept before the goal changes is kept as one change since the epoch', () => {
  it('migrates each learner’s goal and drops the old table', async () => {
    const client = await PGlite.create();
    const db = drizzle(client);
    const [core, video, learning] = migrationAreas;
    await migrate(db, { migrationsFolder: core.folder, migrationsTable: core.table });
    await migrate(db, { migrationsFolder: video.folder, migrationsTable: video.table });
    await migrate(db, { migrationsFolder: await migrationsBefore(learning.folder, '0008_goal_changes'), migrationsTable: learning.table });
    const { rows } = await client.query<{ id: number }>(
      `insert into users (username, display_name, password_hash) values ('kept', 'Kept', 'x'), ('none', 'None', 'x') returning id`,
    );
    const [kept] = rows;
    await client.query(`insert into learning_goals (user_id, weekly_minutes, updated_at) values ($1, 45, '2026-01-05T03:00:00Z')`, [kept?.id]);

    await migrate(db, { migrationsFolder: learning.folder, migrationsTable: learning.table });

    const changes = await client.query<{ user_id: number; span_start: Date; weekly_minutes: number | null }>('select * from learning_goal_changes');
    expect(changes.rows).toEqual([{ user_id: kept?.id, span_start: new Date('1970-01-01T00:00:00Z'), weekly_minutes: 45 }]);
    const old = await client.query(`select to_regclass('learning_goals') as name`);
    expect(old.rows).toEqual([{ name: null }]);
    await client.close();
  });
});
