import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BatchWriter } from '../src/lib/batch-writer.js';

/** A write function that records its batches; `fail` makes the next writes reject. */
function recorder() {
  const batches: number[][] = [];
  const state = { fail: false, inFlight: 0, maxInFlight: 0 };
  const write = async (rows: number[]) => {
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    await Promise.resolve();
    state.inFlight -= 1;
    if (state.fail) throw new Error('database down');
    batches.push(rows);
  };
  return { batches, state, write };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe('the batch writer writes every 250 ms or 100 rows, and on close', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes rows from several adds in one batch 250 ms after the first', async () => {
    const { batches, write } = recorder();
    const writer = new BatchWriter(write);
    writer.add([1]);
    await vi.advanceTimersByTimeAsync(100);
    writer.add([2, 3]);
    await vi.advanceTimersByTimeAsync(149);
    expect(batches).toEqual([]);
    expect(writer.pending).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3]]);
    expect(writer.pending).toBe(0);
  });

  it('writes at once when 100 rows wait, one batch per 100 rows', async () => {
    const { batches, write } = recorder();
    const writer = new BatchWriter(write);
    writer.add(range(0, 99));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toEqual([]);
    writer.add(range(99, 250));
    await vi.advanceTimersByTimeAsync(0);
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(range(0, 250));
  });

  it('never runs two writes at once', async () => {
    const { state, write } = recorder();
    const writer = new BatchWriter(write);
    for (let i = 0; i < 10; i += 1) writer.add(range(i * 100, i * 100 + 100));
    await writer.flush();
    expect(state.maxInFlight).toBe(1);
  });

  it('writes what is left on close and refuses rows afterwards', async () => {
    const { batches, write } = recorder();
    const writer = new BatchWriter(write);
    writer.add([1, 2]);
    await writer.close();
    expect(batches).toEqual([[1, 2]]);
    expect(writer.add([3])).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(batches).toEqual([[1, 2]]);
  });

  it('puts a failed batch back, reports it (count only) and tries again after the retry delay', async () => {
    const { batches, state, write } = recorder();
    const errors: number[] = [];
    const writer = new BatchWriter(write, { retryDelayMs: 1_000, onError: (_error, rows) => errors.push(rows) });
    state.fail = true;
    writer.add([1, 2]);
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toEqual([2]);
    expect(writer.pending).toBe(2);
    state.fail = false;
    await vi.advanceTimersByTimeAsync(999);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
  });

  it('refuses rows beyond maxBuffered while the database fails, so that the caller can answer an error', async () => {
    const { state, write } = recorder();
    const writer = new BatchWriter(write, { maxBuffered: 150 });
    state.fail = true;
    expect(writer.add(range(0, 100))).toBe(true);
    await writer.flush();
    expect(writer.pending).toBe(100);
    expect(writer.add(range(0, 50))).toBe(true);
    expect(writer.add([1])).toBe(false);
    expect(writer.pending).toBe(150);
  });

  it('reports the rows it could not write at close', async () => {
    const { state, write } = recorder();
    const errors: number[] = [];
    const writer = new BatchWriter(write, { onError: (_error, rows) => errors.push(rows) });
    state.fail = true;
    writer.add([1, 2, 3]);
    await writer.close();
    expect(errors).toEqual([3, 3]);
    expect(writer.pending).toBe(0);
  });
});
