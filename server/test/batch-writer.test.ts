import { describe, expect, it } from 'vitest';
import { BatchWriter, isRowRefusal } from '../src/lib/batch-writer.js';

/** A write function that records its batches; `fail` makes the next writes reject; `gate` holds writes open. */
function recorder() {
  const batches: number[][] = [];
  const state = { fail: false, inFlight: 0, maxInFlight: 0, gate: Promise.resolve() };
  const write = async (rows: number[]) => {
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await state.gate;
    state.inFlight -= 1;
    if (state.fail) throw new Error('database down');
    batches.push(rows);
  };
  return { batches, state, write };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const settled = (promise: Promise<unknown>) => promise.then(() => 'stored', () => 'refused');

describe('the batch writer commits groups and answers each caller once its rows are stored', () => {
  it('an acknowledged write is in the database: the promise resolves only after its batch was written', async () => {
    const { batches, state, write } = recorder();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const writer = new BatchWriter(write);
    let done = false;
    const written = writer.write([1]).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    expect(batches).toEqual([]);
    open();
    await written;
    expect(batches).toEqual([[1]]);
  });

  it('rows of callers arriving while a batch is written go together into the next one', async () => {
    const { batches, state, write } = recorder();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const writer = new BatchWriter(write);
    const first = writer.write([1]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const others = [writer.write([2]), writer.write([3, 4]), writer.write([5])];
    expect(writer.pending).toBe(5);
    open();
    await Promise.all([first, ...others]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
    expect(writer.pending).toBe(0);
  });

  it('writes at most 100 rows per statement, never splitting one caller', async () => {
    const { batches, write } = recorder();
    const writer = new BatchWriter(write);
    await Promise.all([writer.write(range(0, 60)), writer.write(range(60, 120)), writer.write(range(120, 150))]);
    expect(batches.map((batch) => batch.length)).toEqual([60, 90]);
    expect(batches.flat()).toEqual(range(0, 150));
  });

  it('never runs two writes at once', async () => {
    const { state, write } = recorder();
    const writer = new BatchWriter(write);
    await Promise.all(range(0, 10).map((i) => writer.write(range(i * 100, i * 100 + 100))));
    expect(state.maxInFlight).toBe(1);
  });

  it('a failed batch rejects every caller in it, stores none of it and is reported (count only); later rows are written', async () => {
    const { batches, state, write } = recorder();
    const errors: number[] = [];
    const writer = new BatchWriter(write, { onError: (_error, rows) => errors.push(rows) });
    state.fail = true;
    expect(await Promise.all([settled(writer.write([1, 2])), settled(writer.write([3]))])).toEqual(['refused', 'refused']);
    expect(errors).toEqual([3]);
    expect(writer.pending).toBe(0);
    state.fail = false;
    await writer.write([4]);
    expect(batches).toEqual([[4]]);
  });

  it('refuses at once when maxBuffered rows are waiting, so that the caller can answer an error', async () => {
    const { state, write } = recorder();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const writer = new BatchWriter(write, { maxBuffered: 150 });
    const accepted = [writer.write(range(0, 100)), writer.write(range(0, 50))];
    expect(await settled(writer.write([1]))).toBe('refused');
    expect(writer.pending).toBe(150);
    open();
    expect(await Promise.all(accepted.map(settled))).toEqual(['stored', 'stored']);
  });

  it('writes what is waiting on close and refuses rows afterwards', async () => {
    const { batches, write } = recorder();
    const writer = new BatchWriter(write, { maxDelayMs: 1_000 });
    const waiting = writer.write([1, 2]);
    await writer.close();
    await waiting;
    expect(batches).toEqual([[1, 2]]);
    expect(await settled(writer.write([3]))).toBe('refused');
  });

  it('a batch refused for one caller’s rows is written again caller by caller: only that caller is refused', async () => {
    const writes: number[][] = [];
    // Like the database: a statement holding a negative number is refused whole (a foreign key, say), storing nothing.
    const write = async (rows: number[]) => {
      writes.push(rows);
      if (rows.some((row) => row < 0)) throw Object.assign(new Error('insert violates foreign key constraint'), { code: '23503' });
    };
    const errors: number[] = [];
    const writer = new BatchWriter(write, { onError: (_error, rows) => errors.push(rows) });
    const answers = [writer.write([1, 2]), writer.write([-3]), writer.write([4])].map(settled);
    expect(await Promise.all(answers)).toEqual(['stored', 'refused', 'stored']);
    expect(writes).toEqual([[1, 2, -3, 4], [1, 2], [-3], [4]]);
    expect(errors).toEqual([1]);
  });

  it('a failure of the database itself is not retried caller by caller: the whole batch is refused once', async () => {
    let writes = 0;
    const write = async () => {
      writes += 1;
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    };
    const writer = new BatchWriter(write);
    expect(await Promise.all([settled(writer.write([1])), settled(writer.write([2]))])).toEqual(['refused', 'refused']);
    expect(writes).toBe(1);
  });

  it('a row refusal is a PostgreSQL data exception (class 22) or integrity violation (class 23), also as a cause', () => {
    const coded = (code: string) => Object.assign(new Error(code), { code });
    expect(isRowRefusal(coded('23503'))).toBe(true);
    expect(isRowRefusal(coded('22P05'))).toBe(true);
    expect(isRowRefusal(new Error('Failed query', { cause: coded('23505') }))).toBe(true);
    expect(isRowRefusal(coded('57P01'))).toBe(false);
    expect(isRowRefusal(coded('08006'))).toBe(false);
    expect(isRowRefusal(coded('ECONNREFUSED'))).toBe(false);
    expect(isRowRefusal(new Error('the writer is closed'))).toBe(false);
  });
});
