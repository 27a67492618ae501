import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client.js';

/** What both drivers behind `Db` (PGlite and node-postgres' Pool) answer to: a statement with `$n` parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

interface InsertShape {
  /** Property name → column, the columns the statement sets (identity and generated ones left out). */
  columns: [string, Column][];
  /** Identity columns: the database numbers them; a row may not bring its own value. */
  identity: string[];
  /** The one statement for any number of rows: one array parameter per column. */
  text: string;
  /** node-postgres prepares it once per connection under this name. */
  name: string;
}

const shapes = new WeakMap<PgTable, Map<string, InsertShape>>();
let statements = 0;
const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

function shapeOf(table: PgTable, conflictTarget: readonly Column[] | undefined): InsertShape {
  const conflict = conflictTarget ? ` on conflict (${conflictTarget.map((column) => quote(column.name)).join(', ')}) do nothing` : '';
  let byConflict = shapes.get(table);
  if (!byConflict) shapes.set(table, (byConflict = new Map()));
  let shape = byConflict.get(conflict);
  if (!shape) {
    const tableName = getTableName(table);
    const columns: [string, Column][] = [];
    const identity: string[] = [];
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      // Drizzle's own rule (Column.shouldDisableInsert): generated columns other than "by default" are not set.
      if (column.generated !== undefined && column.generated.type !== 'byDefault') continue;
      if (column.generatedIdentity) {
        identity.push(key);
        continue;
      }
      // One statement for every batch cannot say `default` for one row and a value for the next: a missing value
      // is sent as null, which is what a column without a default gets. Tables with defaults are refused.
      if (column.defaultFn || column.onUpdateFn || column.hasDefault) throw new Error(`bulkInsert: ${tableName}.${key} has a default`);
      if (column.getSQLType().endsWith(']')) throw new Error(`bulkInsert: ${tableName}.${key} is an array column`);
      columns.push([key, column]);
    }
    const arrays = columns.map(([, column], index) => `$${index + 1}::${column.getSQLType()}[]`);
    const text = `insert into ${quote(tableName)} (${columns.map(([, column]) => quote(column.name)).join(', ')}) select * from unnest(${arrays.join(', ')})${conflict}`;
    shape = { columns, identity, text, name: `ddi_bulk_insert_${++statements}` };
    byConflict.set(conflict, shape);
  }
  return shape;
}

/**
 * Inserts `rows` into `table` in ONE statement, storing what Drizzle's `db.insert(table).values(rows)`
 * (`.onConflictDoNothing({ target })` when `conflictTarget` is given) would store: every insertable column,
 * null for an undefined or null value, else the column's own driver mapping (a jsonb value as JSON text, a Date
 * as a timestamp), rows in the order given. What it saves is Drizzle's query building, which costs per value (a
 * `Param` and several class checks each; decision 0041), and the database's parsing and planning of a new
 * statement per batch: the statement is the same for any number of rows, `insert … select * from unnest($1::type[],
 * …)` with one array per column (decision 0073), prepared once per connection on node-postgres.
 * @param db the app's database (PGlite or node-postgres)
 * @param table a Drizzle table whose columns have no defaults (SQL `default`, `$defaultFn`, `$onUpdateFn`) other
 *   than identity columns, which the database numbers, and no array columns
 * @param rows rows as Drizzle's `$inferInsert` of that table, without values for identity columns
 * @param conflictTarget the unique index's columns: rows that conflict are skipped (`on conflict do nothing`)
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], conflictTarget?: readonly Column[]): Promise<void> {
  if (rows.length === 0) return;
  const shape = shapeOf(table, conflictTarget);
  const arrays: unknown[][] = shape.columns.map(() => new Array<unknown>(rows.length));
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] as Record<string, unknown>;
    for (const key of shape.identity) {
      if (row[key] !== undefined) throw new Error(`bulkInsert: ${getTableName(table)}.${key} is numbered by the database`);
    }
    for (let c = 0; c < shape.columns.length; c++) {
      const [key, column] = shape.columns[c]!;
      const value = row[key];
      arrays[c]![r] = value === undefined || value === null ? null : column.mapToDriverValue(value);
    }
  }
  const client = (db as unknown as { $client: RawClient }).$client;
  if (client instanceof pg.Pool) await client.query({ name: shape.name, text: shape.text, values: arrays });
  else await client.query(shape.text, arrays);
}
