import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** What both drivers behind `Db` (PGlite and node-postgres' Pool) answer to: a statement with `$n` parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

/** PostgreSQL takes at most this many parameters in one statement. */
const maxParameters = 65_535;

interface InsertShape {
  /** Property name → column, the columns an insert may set (generated ones left out, as Drizzle does). */
  columns: [string, Column][];
  head: string;
  /** ` on conflict (…) do nothing`, or empty. */
  tail: string;
}

const shapes = new WeakMap<PgTable, Map<string, InsertShape>>();
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function shapeOf(table: PgTable, conflictTarget: readonly Column[] | undefined): InsertShape {
  const conflict = conflictTarget ? ` on conflict (${conflictTarget.map((column) => quote(column.name)).join(', ')}) do nothing` : '';
  let byConflict = shapes.get(table);
  if (!byConflict) shapes.set(table, (byConflict = new Map()));
  let shape = byConflict.get(conflict);
  if (!shape) {
    const columns = Object.entries(getTableColumns(table))
      // Drizzle's own rule (Column.shouldDisableInsert): generated columns other than "by default" are not set.
      .filter(([, column]) => column.generated === undefined || column.generated.type === 'byDefault');
    for (const [key, column] of columns) {
      // Drizzle fills these in JavaScript; none of the tables written in bulk has one.
      if (column.defaultFn || column.onUpdateFn) throw new Error(`bulkInsert: ${getTableName(table)}.${key} has a JavaScript default`);
    }
    const head = `insert into ${quote(getTableName(table))} (${columns.map(([, column]) => quote(column.name)).join(', ')}) values `;
    shape = { columns, head, tail: conflict };
    byConflict.set(conflict, shape);
  }
  return shape;
}

/**
 * Inserts `rows` into `table` in ONE statement, storing what Drizzle's `db.insert(table).values(rows)`
 * (`.onConflictDoNothing({ target })` when `conflictTarget` is given) would store: every insertable column in
 * order, `default` for an undefined value, `null` for null, else the column's own driver mapping (a jsonb
 * value as JSON text, a Date as a timestamp). What it saves is Drizzle's query building, which costs per
 * value (a `Param` and several class checks each): for a batch of 100 view beacons of 22 columns that
 * building took more CPU than the database (decision 0041). The column list is worked out once per table; the statement goes straight to the driver with `$n` parameters.
 * @param db the app's database (PGlite or node-postgres)
 * @param table a Drizzle table without JavaScript defaults (`$defaultFn`, `$onUpdateFn`)
 * @param rows rows as Drizzle's `$inferInsert` of that table
 * @param conflictTarget the unique index's columns: rows that conflict are skipped (`on conflict do nothing`)
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], conflictTarget?: readonly Column[]): Promise<void> {
  if (rows.length === 0) return;
  const shape = shapeOf(table, conflictTarget);
  const width = shape.columns.length;
  if (rows.length * width > maxParameters) throw new Error(`bulkInsert: ${rows.length} rows of ${width} columns exceed ${maxParameters} parameters`);
  const params: unknown[] = [];
  const tuples: string[] = [];
  for (const row of rows as Record<string, unknown>[]) {
    const cells: string[] = [];
    for (const [key, column] of shape.columns) {
      const value = row[key];
      if (value === undefined) cells.push('default');
      else if (value === null) cells.push('null');
      else {
        params.push(column.mapToDriverValue(value));
        cells.push(`$${params.length}`);
      }
    }
    tuples.push(`(${cells.join(', ')})`);
  }
  const text = shape.head + tuples.join(', ') + shape.tail;
  await (db as unknown as { $client: RawClient }).$client.query(text, params);
}
