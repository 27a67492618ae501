import { getTableColumns, getTableName, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../db/client.js';

/** What both drivers behind `Db` (PGlite and node-postgres' Pool) answer to: a statement with `$n` parameters. */
interface RawClient {
  query(text: string, params: unknown[]): Promise<unknown>;
}

interface InsertShape {
  /** Identity columns: the database numbers them; a row may not bring its own value. */
  identity: string[];
  /** The one statement for any number of rows: one parameter, the rows as a JSON array. */
  text: string;
  /** node-postgres prepares it once per connection under this name. */
  name: string;
}

/**
 * Column types whose Drizzle driver mapping is what `JSON.stringify` writes: numbers, strings and booleans as
 * themselves, a Date as `toISOString()` (its `toJSON`), a json/jsonb value as its JSON text. Other types are
 * refused rather than guessed.
 */
const jsonMappedTypes = new Set([
  'PgInteger',
  'PgSmallInt',
  'PgBigInt53',
  'PgReal',
  'PgDoublePrecision',
  'PgText',
  'PgVarchar',
  'PgUUID',
  'PgBoolean',
  'PgTimestamp',
  'PgTimestampString',
  'PgJson',
  'PgJsonb',
]);

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
      if (!jsonMappedTypes.has(column.columnType)) throw new Error(`bulkInsert: ${tableName}.${key} is a ${column.getSQLType()} column, which the JSON rows do not carry`);
      columns.push([key, column]);
    }
    // The record's fields are the rows' property names, so the rows go as they are: `JSON.stringify(rows)`.
    const fields = columns.map(([key, column]) => `${quote(key)} ${column.getSQLType()}`).join(', ');
    const names = columns.map(([, column]) => quote(column.name)).join(', ');
    const values = columns.map(([key]) => `r.${quote(key)}`).join(', ');
    const text = `insert into ${quote(tableName)} (${names}) select ${values} from json_to_recordset($1::json) as r(${fields})${conflict}`;
    shape = { identity, text, name: `ddi_bulk_insert_${++statements}` };
    byConflict.set(conflict, shape);
  }
  return shape;
}

/**
 * One JSON escape at a time, so that an escaped backslash is never read as the start of another escape. In
 * `JSON.stringify`'s text a `\udXXX` escape is always a lone surrogate: it writes valid pairs as they are.
 */
const jsonEscape = /\\(?:u(0000|d[89a-f][0-9a-f]{2})|.)/g;

/**
 * `JSON.stringify`'s text with what PostgreSQL cannot store replaced by U+FFFD: a NUL character (`\u0000`, refused
 * in text and jsonb) and a lone UTF-16 surrogate (refused by its JSON parser; the UTF-8 encoding of the
 * earlier drivers' text parameters turned it into U+FFFD too). Without this, one row's odd character would fail
 * the statement, and with it every other caller's rows in the batch.
 */
function storableJson(json: string): string {
  if (!json.includes('\\u0000') && !json.includes('\\ud')) return json;
  return json.replace(jsonEscape, (escape: string, unstorable?: string) => (unstorable === undefined ? escape : '\\ufffd'));
}

/**
 * Inserts `rows` into `table` in ONE statement, storing what Drizzle's `db.insert(table).values(rows)`
 * (`.onConflictDoNothing({ target })` when `conflictTarget` is given) would store: every insertable column,
 * null for an undefined or null value, else what the column's own driver mapping sends (a jsonb value as JSON, a
 * Date as its ISO text), rows in the order given. What it saves is Drizzle's query building, which costs per value
 * (a `Param` and several class checks each; decision 0041), the driver's encoding of every value, and the
 * database's parsing and planning of a new statement per batch: the statement is the same for any number of
 * rows, `insert … select … from json_to_recordset($1::json) as r(…)` with the rows as one JSON parameter
 * (decisions 0073, 0083), prepared once per connection on node-postgres.
 * @param db the app's database (PGlite or node-postgres)
 * @param table a Drizzle table whose columns have no defaults (SQL `default`, `$defaultFn`, `$onUpdateFn`) other
 *   than identity columns, which the database numbers, and only columns of the types JSON carries as Drizzle
 *   would send them (numbers, text, uuid, boolean, timestamps, json, jsonb)
 * @param rows rows as Drizzle's `$inferInsert` of that table, without values for identity columns
 * @param conflictTarget the unique index's columns: rows that conflict are skipped (`on conflict do nothing`)
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][], conflictTarget?: readonly Column[]): Promise<void> {
  if (rows.length === 0) return;
  const shape = shapeOf(table, conflictTarget);
  for (const row of rows as Record<string, unknown>[]) {
    for (const key of shape.identity) {
      if (row[key] !== undefined) throw new Error(`bulkInsert: ${getTableName(table)}.${key} is numbered by the database`);
    }
  }
  // Properties that are not columns are ignored by the record; undefined ones are left out, hence null.
  const json = storableJson(JSON.stringify(rows));
  const client = (db as unknown as { $client: RawClient }).$client;
  if (client instanceof pg.Pool) await client.query({ name: shape.name, text: shape.text, values: [json] });
  else await client.query(shape.text, [json]);
}
